import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cases, mailOutbox, passwordResetTokens, webUsers } from '../../db/schema';
import { signIn } from '../../test/accounts';
import { apiCalls, freshIp, type SignedInUser } from '../../test/api';
import type { TestContext } from '../../test/build-test-app';
import { backdateCaseHistory } from '../../test/case-history';
import { multipartForm, postMultipart } from '../../test/multipart';

/** A client whose every value is found nowhere else in the database. */
export type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postCode: string;
  uprn: string;
};

let people = 0;

/** A person of their own: distinctive values, so a search of the whole database finds only theirs. */
export function distinctivePerson(): Person {
  people += 1;
  const letters = 'ABDEFG'[people % 6] ?? 'A';
  return {
    firstName: `Zebedee${letters}`,
    lastName: `Quillfeather${letters}${people}`,
    email: `zebedee.quillfeather${people}@example.org`,
    phone: `07700 90041${people % 10}`,
    postCode: `ZE${people % 9 || 1} 9Q${letters}`,
    uprn: `90670012345${people % 10}`,
  };
}

/** The values a search for the person looks for, in lower case. */
export function searchedValues(person: Person): string[] {
  return [
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    person.postCode,
    person.postCode.replace(' ', ''),
    person.uprn,
  ].map((value) => value.toLowerCase());
}

const PDF = (words: string) =>
  Buffer.from(`%PDF-1.7\n% ${words}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/**
 * Opens a case for the person through the API and spreads their values over every place the
 * product stores them: the case, a diary and its items (a file named and holding them), a warning
 * note, the applicant invited (their account, invitation mail, a message and a document from the
 * portal), the conversation (a reply, a document asked for, sent and asked again), the status history; the audit log records each. The case is then withdrawn, years ago.
 */
export async function seedPersonsCase(
  context: TestContext,
  admin: SignedInUser,
  person: Person,
  options: { endedOn?: string } = {},
): Promise<{ caseId: number; applicantId: number }> {
  const { post } = apiCalls(context);
  const fullName = `${person.firstName} ${person.lastName}`;
  const added = await post('/case/add', admin, {
    clientFirstName: person.firstName,
    clientLastName: person.lastName,
    clientEmail: person.email,
    clientPhone: person.phone,
    addressLine1: `1 ${person.lastName} Cottage`,
    postCode: person.postCode,
    uprn: person.uprn,
    description: `Level access shower for ${fullName}, call ${person.phone}`,
    assignedOfficerId: admin.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  const caseId = added.json<{ data: { id: number } }>().data.id;
  const diary = await post('/actionDiary/add', admin, { caseId, title: `Visits to ${fullName}` });
  expect(diary.statusCode, diary.body).toBe(200);
  const diaryId = diary.json<{ data: { id: number } }>().data.id;
  const text = await post('/actionItemText/add', admin, {
    diaryId,
    prefix: 'Other',
    description: `Phone ${person.phone}`,
    scheduledAt: '2026-04-01T10:00:00+01:00',
    text: `Spoke to ${fullName} at ${person.postCode}, UPRN ${person.uprn}, ${person.email}`,
  });
  expect(text.statusCode, text.body).toBe(200);
  const upload = await postMultipart(
    context.app,
    '/api/actionItemFile/add',
    admin,
    multipartForm(
      {
        diaryId,
        prefix: 'Letter',
        description: `Letter to ${fullName}`,
        scheduledAt: '2026-04-01T10:00:00+01:00',
      },
      {
        file: {
          name: `${person.lastName}-${person.postCode}.pdf`,
          content: PDF(`${fullName} ${person.email}`),
        },
      },
    ),
  );
  expect(upload.statusCode, upload.body).toBe(200);
  const note = await post('/warningNote/add', admin, {
    caseId,
    subject: 'CLIENT',
    type: 'ANIMALS',
    text: `${fullName}'s dog; ring ${person.phone}`,
    reviewOn: '2099-06-30',
  });
  expect(note.statusCode, note.body).toBe(200);

  // The applicant: invited (an account and a mail), accepting, then writing from the portal.
  const invited = await post(`/case/${caseId}/applicant/invite`, admin);
  expect(invited.statusCode, invited.body).toBe(200);
  const [mail] = await context.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, person.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/portal\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const password = 'meadow kestrel lantern oak';
  const accepted = await post('/invitation/accept', undefined, {
    token,
    newPassword: password,
    confirmNewPassword: password,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [account] = await context.db
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(eq(webUsers.email, person.email));
  const applicantId = account?.id ?? 0;
  const applicant = await signIn(context.app, { email: person.email, password }, freshIp(), 'portal');
  const message = await post('/portal/message', applicant, {
    message: `This is ${fullName}, my number is ${person.phone}`,
  });
  expect(message.statusCode, message.body).toBe(200);
  const document = await postMultipart(
    context.app,
    '/api/portal/document',
    applicant,
    multipartForm(
      { note: `Payslip of ${fullName}` },
      { file: { name: `${person.firstName}-payslip.pdf`, content: PDF(`${fullName} ${person.uprn}`) } },
    ),
  );
  expect(document.statusCode, document.body).toBe(200);
  // The conversation: a reply naming them, a document asked for in their words, sent, and asked again.
  const reply = await post(`/case/${caseId}/conversation/reply`, admin, {
    message: `Thank you ${fullName}, we will ring ${person.phone}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const asked = await post(`/case/${caseId}/document-requests`, admin, {
    items: [{ kind: 'OTHER', details: `Tenancy of ${fullName}`, dueOn: '2099-01-31' }],
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const requestId = asked.json<{ data: { id: number }[] }>().data[0]?.id ?? 0;
  const answered = await postMultipart(
    context.app,
    `/api/portal/document-request/${requestId}/upload`,
    applicant,
    multipartForm(
      {},
      { file: { name: `${person.lastName}-tenancy.pdf`, content: PDF(`${fullName} ${person.email}`) } },
    ),
  );
  expect(answered.statusCode, answered.body).toBe(200);
  const again = await post(`/document-request/${requestId}/ask-again`, admin, {
    reason: `Not signed by ${fullName}`,
    dueOn: '2099-02-28',
  });
  expect(again.statusCode, again.body).toBe(200);
  // A password reset asked for: a link row, and another mail to them.
  await post('/forgot-password', undefined, { email: person.email });
  expect(
    await context.db.$count(passwordResetTokens, eq(passwordResetTokens.webUserId, applicantId)),
  ).toBeGreaterThan(0);

  const withdrawn = await post(`/case/${caseId}/11`, admin, {
    note: `${fullName} moved to ${person.postCode}`,
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const endedOn = options.endedOn ?? '2019-03-14';
  await backdateCaseHistory(context.ownerDb, caseId, ['2018-01-10', endedOn]);
  const [row] = await context.db.select({ statusId: cases.statusId }).from(cases).where(eq(cases.id, caseId));
  expect(row?.statusId).toBe(11);
  return { caseId, applicantId };
}
