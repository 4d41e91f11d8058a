import {
  normalisedName,
  normalisedPhone,
  normalisedUprn,
  type SubjectAccessIdentifier,
  type SubjectAccessSearchFields,
} from '@casekeeper/contract';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cases, webUsers } from '../../db/schema';

/** The same normalising as the contract's, in SQL, so a stored value is read as a typed one is. */
const nameOf = (column: AnyColumn) => sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;
const emailOf = (column: AnyColumn) => sql`lower(trim(${column}))`;
const phoneOf = (column: AnyColumn) =>
  sql`regexp_replace(regexp_replace(regexp_replace(${column}, '[^0-9+]', '', 'g'), '^(\\+|00)440?', '0'), '[^0-9]', '', 'g')`;
const uprnOf = (column: AnyColumn) => sql`ltrim(regexp_replace(${column}, '[^0-9]', '', 'g'), '0')`;

/** Each identifier given, as the condition a case meets when it matches. */
export function caseMatchers(search: SubjectAccessSearchFields): Map<SubjectAccessIdentifier, SQL> {
  const matchers = new Map<SubjectAccessIdentifier, SQL>();
  const { firstName, lastName, dateOfBirth, email, phone, postCode, uprn } = search;
  if (firstName && lastName && dateOfBirth) {
    const byName = and(
      eq(nameOf(cases.clientFirstName), normalisedName(firstName)),
      eq(nameOf(cases.clientLastName), normalisedName(lastName)),
      eq(cases.clientDateOfBirth, dateOfBirth),
    );
    if (byName) matchers.set('NAME_AND_DATE_OF_BIRTH', byName);
  }
  if (email) matchers.set('EMAIL', eq(emailOf(cases.clientEmail), email.toLowerCase()));
  if (phone) matchers.set('PHONE', eq(phoneOf(cases.clientPhone), normalisedPhone(phone)));
  if (postCode) {
    matchers.set('POST_CODE', eq(cases.postCodeCompact, postCode.replace(/\s+/g, '').toUpperCase()));
  }
  if (uprn) matchers.set('UPRN', eq(uprnOf(cases.uprn), normalisedUprn(uprn)));
  return matchers;
}

/** Each identifier an applicant account holds (its e-mail address and phone), as the condition it meets. */
export function applicantMatchers(search: SubjectAccessSearchFields): Map<SubjectAccessIdentifier, SQL> {
  const matchers = new Map<SubjectAccessIdentifier, SQL>();
  if (search.email) matchers.set('EMAIL', eq(emailOf(webUsers.email), search.email.toLowerCase()));
  if (search.phone) matchers.set('PHONE', eq(phoneOf(webUsers.phone), normalisedPhone(search.phone)));
  return matchers;
}

/** The identifiers a row met, as an array column: one `case when` per identifier. */
export function matchedColumn(matchers: Map<SubjectAccessIdentifier, SQL>): SQL<SubjectAccessIdentifier[]> {
  const each = [...matchers].map(([kind, condition]) => sql`case when ${condition} then ${kind} end`);
  if (each.length === 0) return sql<SubjectAccessIdentifier[]>`array[]::text[]`;
  return sql<SubjectAccessIdentifier[]>`array_remove(array[${sql.join(each, sql`, `)}]::text[], null)`;
}
