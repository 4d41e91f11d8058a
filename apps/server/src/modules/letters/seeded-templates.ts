import type { Executor } from '../../db/client';
import { letterTemplates } from '../../db/schema';

/**
 * The templates every authority starts with (and the migration that brought letters gave every
 * authority then: 0060_letter_templates_backfill.sql holds the same words, checked by a test).
 */
export const SEEDED_LETTER_TEMPLATES = [
  {
    title: 'Acknowledgement',
    body: `Dear {{client.salutation}}

Disabled Facilities Grant: case {{case.number}}

Thank you for your enquiry about help with adaptations to your home. We have received your referral and opened a case for you. Your case number is {{case.number}}: please quote it whenever you contact us.

{{officer.name}} is the officer looking after your case. They will contact you to arrange a visit to your home, so that we can understand what adaptations you need and explain how a Disabled Facilities Grant works, including the test of resources that may apply.

If your circumstances change, or you would like to talk to us about your case, please contact {{officer.name}} using the details at the top of this letter.

Yours sincerely

{{officer.name}}
{{authority.name}}`,
  },
  {
    title: 'Approval',
    body: `Dear {{client.salutation}}

Disabled Facilities Grant: approval of your application, case {{case.number}}

I am pleased to tell you that your application for a Disabled Facilities Grant, received on {{dates.applicationSubmitted}}, was approved on {{dates.approved}}.

The grant approved is {{grant.approvedTotal}}. Your assessed contribution towards the cost of the works is {{grant.contribution}}.

The grant is approved for the works described in your application and the schedule of works only. Please do not let any work start until we have confirmed the start date with you and your contractor: work started before then may not be paid for. The works should be completed within twelve months of the date of this approval.

The grant is paid directly to the contractor once the works have been completed to a satisfactory standard and we have received a valid invoice.

If you have any questions, please contact {{officer.name}} using the details at the top of this letter.

Yours sincerely

{{officer.name}}
{{authority.name}}`,
  },
  {
    title: 'Refusal',
    body: `Dear {{client.salutation}}

Disabled Facilities Grant: decision on your application, case {{case.number}}

Thank you for your application for a Disabled Facilities Grant, received on {{dates.applicationSubmitted}}. I am sorry to tell you that your application was refused on {{dates.refused}}.

The reason for this decision is: {{refusal.reason}}

If you disagree with this decision, you may ask us to review it. Please write to us within 28 days of the date of this letter, explaining why you think the decision is wrong and including any information you would like us to consider. If you are still unhappy after the review, you may complain to the Local Government and Social Care Ombudsman.

You may also wish to seek independent advice, for example from Citizens Advice or a home improvement agency.

Yours sincerely

{{officer.name}}
{{authority.name}}`,
  },
] as const;

/** Gives a new authority the seeded templates, in the transaction that makes it. */
export async function seedLetterTemplates(tx: Executor, authorityId: number): Promise<void> {
  await tx
    .insert(letterTemplates)
    .values(SEEDED_LETTER_TEMPLATES.map((template) => ({ authorityId, ...template })));
}
