import { CASE_FIELD_KEYS, CASE_FIELDS } from './case-fields';

/**
 * How the product names each field a request may carry, and the verb that asks for it: the
 * words of every message a field's schema does not word itself ("Enter the contact e-mail
 * address", "The limit must be a number"; see field-messages.ts). A field of a new request
 * needs its line here; the contract's field-messages test names any that has none.
 */
export type FieldName = {
  /** As it reads inside a sentence: "the contact e-mail address". */
  name: string;
  /** What asks for it when it is missing: text is entered, a choice is chosen. */
  ask: 'Enter' | 'Choose';
};

const enter = (name: string): FieldName => ({ name, ask: 'Enter' });
const choose = (name: string): FieldName => ({ name, ask: 'Choose' });

/** A case field's name as its catalogue says it; a choice or a record is chosen, the rest entered. */
function caseFieldNames(): Record<string, FieldName> {
  return Object.fromEntries(
    CASE_FIELD_KEYS.map((key) => {
      const { said, format } = CASE_FIELDS[key];
      return [key, format === 'choice' || format === 'reference' ? choose(said) : enter(said)];
    }),
  );
}

const FIELD_NAMES: Readonly<Record<string, FieldName>> = {
  // People and addresses
  firstName: enter('the first name'),
  lastName: enter('the last name'),
  email: enter('the e-mail address'),
  phone: enter('the telephone number'),
  addressLine1: enter('the first line of the address'),
  addressLine2: enter('the second line of the address'),
  addressLine3: enter('the third line of the address'),
  town: enter('the town'),
  county: enter('the county'),
  postCode: enter('the post code'),
  uprn: enter('the UPRN'),

  // Signing in and passwords
  password: enter('your password'),
  currentPassword: enter('your current password'),
  newPassword: enter('the new password'),
  confirmNewPassword: enter('the new password a second time'),
  token: enter('the code from the link'),
  captchaToken: enter('the answer to the bot check'),
  accessToken: enter('the access token'),
  refreshToken: enter('the refresh token'),
  alarmDigest: choose('whether the daily alarm e-mail is sent'),
  code: enter('the code from your authenticator app'),
  recoveryCode: enter('a recovery code'),
  requireSecondFactor: choose('whether everyone needs a second factor'),
  allowPasskeySignIn: choose('whether people may sign in with a passkey alone'),
  // A passkey: the person's name for it, and the browser's answer (WebAuthn's JSON), each part of it
  credential: enter('the passkey’s answer'),
  rawId: enter('the passkey’s id'),
  response: enter('the passkey’s response'),
  clientDataJSON: enter('the browser’s client data'),
  attestationObject: enter('the passkey’s attestation'),
  authenticatorData: enter('the authenticator data'),
  signature: enter('the passkey’s signature'),
  userHandle: enter('the passkey’s user handle'),
  transports: enter('how the passkey is reached'),
  publicKeyAlgorithm: enter('the passkey’s key algorithm'),
  publicKey: enter('the passkey’s public key'),
  authenticatorAttachment: choose('where the passkey is kept'),
  clientExtensionResults: enter('the extension results'),
  credProps: enter('the passkey’s properties'),
  rk: choose('whether the passkey is kept on the device'),
  callbackQuery: enter('what your organisation sent back'),
  displayName: enter('the name people know the provider by'),
  issuerUrl: enter('the issuer URL'),
  clientId: enter('the client ID'),
  clientSecret: enter('the client secret'),
  allowedDomains: enter('the e-mail domains'),
  passwordSignIn: choose('whether people may still sign in with a password'),
  enforcesMfa: choose('whether the provider enforces multi-factor authentication'),

  // Authorities, users and contractors
  type: choose('admin or authority'),
  name: enter('the name'),
  shortCode: enter('the short code'),
  contactEmail: enter('the contact e-mail address'),
  contactPhone: enter('the contact telephone number'),
  authorityId: choose('the authority'),
  userType: choose('the kind of user'),
  role: choose('the role'),
  companyName: enter('the company name'),
  contactName: enter('the contact name'),
  trades: choose('the trades'),
  isActive: choose('whether the record is active'),

  // Cases: their fields' names are in their catalogue (case-fields.ts)
  ...caseFieldNames(),
  statusId: choose('the status'),
  note: enter('the note'),
  effectiveDate: enter('the date it happened'),

  // Saved filters (the case list's filter)
  filter: choose('the filter to save'),
  ApplicationStatusMasterIds: choose('the statuses'),
  SearchTerm: enter('the search'),
  OfficerId: choose('the officer'),
  ContractorId: choose('the contractor'),
  Priority: choose('the priority'),
  ReferralDateFrom: enter('the first referral date'),
  ReferralDateTo: enter('the last referral date'),
  OpenedMonth: enter('the month opened'),
  ClosedMonth: enter('the month closed'),
  ClockId: choose('the clock'),
  ClockState: choose('the clock state'),
  ClockMonth: enter('the first clock month'),
  ClockMonthTo: enter('the last clock month'),
  AwaitingApproval: choose('whether to list cases awaiting approval'),
  SpendFigure: choose('the Spend figure'),
  SpendYear: choose('the financial year'),
  SpendMonth: enter('the month paid'),
  AdaptationTypeId: choose('the adaptation type'),
  SortCol: choose('the column to sort by'),
  SortDir: choose('the sort order'),

  // Action diaries and the portal
  caseId: choose('the case'),
  diaryId: choose('the diary'),
  title: enter('the title'),
  prefix: choose('the type of action'),
  scheduledAt: enter('the date and time'),
  text: enter('the note'),
  sharedWithApplicant: choose('whether the applicant sees it'),
  message: enter('your message'),

  // Letters
  body: enter('the letter'),
  addressLines: enter('the address lines'),
  footer: enter('the footer'),
  templateId: choose('the letter template'),

  // Warning notes (their type and text are named above)
  subject: choose('whether the warning is about the client or the address'),
  reviewOn: enter('the review date'),
  // The documents an officer asks the applicant for (applicant-conversation.ts).
  items: choose('the documents to ask for'),
  details: enter('which document'),
  dueOn: enter('the due date'),

  // Restricted cases
  userIds: choose('the people who may see the case'),

  // Retention and disposal (a keep's reason and note are named above)
  caseRetentionYears: enter('the years a case is kept'),
  applicantAccountRetentionYears: enter('the years an applicant account is kept'),
  fileRetentionYears: enter('the years files are kept'),
  keptUntil: enter('the date to keep it until'),
  confirmDisposal: choose('to confirm the disposal'),

  // Subject access (the person's name, e-mail, phone, post code and UPRN are named above)
  dateOfBirth: enter('the date of birth'),
  caseIds: choose('the cases'),
  // Bulk actions (docs/bulk-actions.md)
  selection: choose('the cases'),
  action: choose('the action'),
  officerId: choose('the officer'),
  applicantIds: choose('the applicant accounts'),
  includeWarningNotes: choose('whether to include warning notes'),

  // Clocks
  startStatusId: choose('the start status'),
  stopStatusId: choose('the stop status'),
  limitUnit: choose('calendar months or working days'),
  limit: enter('the limit'),
  urgentLimit: enter('the limit for urgent cases'),
  amberAtPercent: enter('the amber point'),
  redAtPercent: enter('the red point'),
  pausedByOnHold: choose('whether On hold pauses the clock'),
  nation: choose('the nation'),
  day: enter('the date'),

  // The grant: works, quotes, costs and the authority's settings
  work: enter('the item of the schedule of works'),
  adaptationTypeId: choose('the adaptation type'),
  location: enter('the room or place'),
  otRecommended: choose('whether an occupational therapist recommended it'),
  otRecommendedOn: enter('the date of the recommendation'),
  ids: choose('the order of the items'),
  quote: enter('the quote'),
  amountPence: enter('the amount'),
  estimatedWorkingDays: enter('the estimated duration in working days'),
  receivedOn: enter('the date it was received'),
  validUntil: enter('the date it is valid until'),
  notes: enter('the notes'),
  reason: enter('the reason'),
  costs: enter('the fees and the contribution'),
  agencyFeePence: enter('the agency or surveyor fee'),
  buildingControlFeePence: enter('the planning or building control fees'),
  otherFeePence: enter('any other fee'),
  otherFeeText: enter('what the other fee is for'),
  contributionPence: enter('the applicant’s contribution'),
  contributionBasis: choose('what the contribution is based on'),
  contributionText: enter('what the contribution is based on'),
  topUpPence: enter('the discretionary top-up'),
  topUpReason: enter('why the top-up is given'),
  mandatoryMaxPence: enter('the mandatory grant maximum'),
  discretionaryTopUps: choose('whether the authority gives discretionary top-ups'),
  officersAuthorisePayments: choose('whether officers may authorise payments'),
  variation: enter('the variation'),
  worksAdded: enter('what is added to the works'),
  worksRemoved: enter('what is removed from the works'),
  costChangePence: enter('the change in cost'),

  // Linked cases (the kind of a link words its own message)
  caseNumber: enter('the case number'),

  // Payments
  payment: enter('the payment'),
  kind: choose('an interim or the final payment'),
  payee: choose('who is paid'),
  invoiceReference: enter('the invoice reference'),
  certifiedOn: enter('the date the work was certified'),
  paidOn: enter('the date it was paid'),
  financeReference: enter('the finance system’s reference'),

  // Spend
  year: choose('the financial year'),
  allocationPence: enter('the allocation'),
  change: enter('the change'),
  changedOn: enter('the date of the change'),

  // Files sent as text (a GOV.UK bank holidays file)
  file: choose('the file'),

  // Any record
  id: enter('the id'),
  version: enter('the version of the record you edited'),
  refusalReasonId: choose('the reason for refusal'),
  refusalReasonText: enter('the reason in words'),
  needsText: choose('whether the entry asks for words'),
  list: choose('the list'),
};

const catalogue = new Map(Object.entries(FIELD_NAMES));

/** The product's name for a field, by its property name; undefined when the catalogue has none. */
export function fieldNameOf(property: string): FieldName | undefined {
  return catalogue.get(property);
}
