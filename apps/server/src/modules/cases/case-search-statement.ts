import type { SortDirection } from '@casekeeper/contract';
import { and, eq, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';
import { preparedByShape, unplanned, unplannedCount } from '../../db/prepared-by-shape';
import {
  applicationStatusMaster,
  authorities,
  caseNames,
  caseNumberSequences,
  casePostCodes,
  cases,
} from '../../db/schema';
import { caseInScope } from './case-repository';

/** Which conditions a search has, without their values (db/prepared-by-shape.ts). */
export type SearchShape = {
  officerScoped: boolean;
  status: boolean;
  sortDir: SortDirection;
  /** The term could begin a case number (only A-Z, 0-9 and hyphens can). */
  caseNumber: boolean;
  /** The term could be (part of) a client's name: it has no digit (`couldBeName`). */
  name: boolean;
  /** The term could be part of a post code (`couldBeInPostCode`). */
  postCode: boolean;
  /** The term could be part of the first line of an address (`couldBeInAddress`). */
  address: boolean;
  /** The term quotes a case number by its end (`caseNumberTail`), and whether with a year and a code. */
  tail: boolean;
  tailYear: boolean;
  tailCode: boolean;
};

const text = (name: string) => unplanned(name, 'text');

/**
 * The authority, where the table is partitioned by it (case_names, case_post_codes), `unplanned`
 * too. Known when planning, it lets a plan made for the call read one part only: always cheaper on
 * paper than the one plan for any authority, so PostgreSQL planned every search anew (1.3 ms of a
 * 4 ms name search at a million cases) and never settled on one plan. Unknown, the one plan
 * chooses the authority's part as it runs.
 */
const authorityPart = unplanned('authorityId', 'integer');

/** How close a client name is to the term: the better of trigram similarity and word similarity. */
const closeness = (name: AnyColumn) =>
  sql<number>`greatest(similarity(${name}, ${text('term')}), word_similarity(${text('term')}, ${name}))`;

/**
 * The global search as one prepared statement. It answers what a single ORDER BY over the cases
 * in scope would: those whose case number begins with the term, whose client name is like it
 * (trigram similarity, word similarity, or containing it), whose post code contains it without
 * spaces, or whose first line of address contains it; exact case numbers first, then case numbers beginning with it, then by closeness of the
 * name, then by id. A case number quoted by its end ("00001", "2026-00001", "HALE 1") ranks just
 * after an exact one, the latest year first. Placeholders: those of caseInScope (authorityId, scopeOfficerId, viewerId), statusId, term (lower case), caseNumber
 * (upper case), caseNumberTo (the first string after all those beginning with caseNumber),
 * prefixPattern, namePattern, postCodePattern, addressPattern, tailNumber, tailDigits, tailYear, tailCode (those
 * of `caseNumberTail`), offset, pageSize, wanted (offset + pageSize).
 *
 * Names are matched and ranked in case_names, once per name rather than once per case (a common
 * surname has thousands of cases, a typo as many near misses, and trigram similarity is the
 * costly part), and their cases found by index. Post codes are matched in case_post_codes, the
 * distinct post codes of the authority's live cases, and their cases found by index likewise:
 * both tables are partitioned by authority, so a term's trigram index scan reads one authority's
 * part, where the trigram indexes on `cases` held every authority's. Each way to match reads its
 * own index. Values are `unplanned`, so one generic plan serves every term: planning this
 * statement takes longer than running it for most terms.
 */
export const searchCasesStatement = preparedByShape('case_search', (db, shape: SearchShape) => {
  const dir = sql.raw(shape.sortDir);
  const inScope = and(
    caseInScope({
      authorityId: sql.placeholder('authorityId'),
      officerId: shape.officerScoped ? sql.placeholder('scopeOfficerId') : null,
      viewerId: sql.placeholder('viewerId'),
    }),
    shape.status ? eq(cases.statusId, sql.placeholder('statusId')) : undefined,
  );
  // The authority's names like the term each way, each way its own scan of the trigram index: as
  // one OR, PostgreSQL could read the index for the authority alone and test each of its names
  // (4,000 similarities, 20 ms), where each way alone reads a few dozen entries. A term with a
  // digit is not looked for among the names (couldBeName): no index is read.
  const namesLike = (condition: SQL) =>
    db
      .select({ searchName: caseNames.searchName })
      .from(caseNames)
      .where(and(eq(caseNames.authorityId, authorityPart), shape.name ? condition : sql`false`));
  const likeNames = union(
    namesLike(sql`${caseNames.searchName} % ${text('term')}`),
    namesLike(sql`${text('term')} <% ${caseNames.searchName}`),
    namesLike(sql`${caseNames.searchName} like ${text('namePattern')}`),
  ).as('like_names');
  // Distinct (the union's names are distinct already) keeps PostgreSQL from folding this into the
  // join below, so the closeness is worked out once per name rather than for every case with it.
  const names = db.$with('names').as(
    db
      .selectDistinct({
        searchName: likeNames.searchName,
        closeness: closeness(likeNames.searchName).as('closeness'),
      })
      .from(likeNames),
  );
  // Each name's first `wanted` cases by id, and of those the first `wanted` by closeness: only they
  // can reach the page (the other ways rank a case at least as high), and a common name's
  // thousands of cases are never all read.
  const namedCases = db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        eq(cases.authorityId, sql.placeholder('authorityId')),
        eq(cases.searchName, names.searchName),
        inScope,
      ),
    )
    .orderBy(sql`${cases.id} ${dir}`)
    .limit(unplannedCount('wanted'))
    .as('named_cases');
  // How a match ranks before its closeness: an exact case number 2, one quoted by its end between
  // 1 and 2, a case number beginning with the term 1.
  const byName = db
    .select({ id: namedCases.id, rank: sql<number>`0`.as('rank'), closeness: names.closeness })
    .from(names)
    .innerJoinLateral(namedCases, sql`true`)
    .orderBy(sql`${names.closeness} desc`, sql`${namedCases.id} ${dir}`)
    .limit(unplannedCount('wanted'));
  // The authority's post codes containing the term (without spaces, upper case).
  const postCodes = db.$with('post_codes').as(
    db
      .select({ postCodeCompact: casePostCodes.postCodeCompact })
      .from(casePostCodes)
      .where(
        and(
          eq(casePostCodes.authorityId, authorityPart),
          // Nor is a term no post code could contain looked for among them (couldBeInPostCode).
          shape.postCode ? sql`${casePostCodes.postCodeCompact} like ${text('postCodePattern')}` : sql`false`,
        ),
      ),
  );
  // Each post code's first `wanted` cases as the page ranks them, and of those the first `wanted`:
  // only they can reach the page. Unlike a name's cases, a post code's are not alike: each ranks
  // by the closeness of its own name to the term (a post code term can share trigrams with a name:
  // "b33" and "bob"), so they are ranked here rather than taken by id. A post code has few cases.
  const postCodeCases = db
    .select({ id: cases.id, closeness: closeness(cases.searchName).as('closeness') })
    .from(cases)
    .where(
      and(
        eq(cases.authorityId, sql.placeholder('authorityId')),
        eq(cases.postCodeCompact, postCodes.postCodeCompact),
        inScope,
      ),
    )
    .orderBy(sql`2 desc`, sql`${cases.id} ${dir}`)
    .limit(unplannedCount('wanted'))
    .as('post_code_cases');
  const byPostCode = db
    .select({ id: postCodeCases.id, rank: sql<number>`0`, closeness: postCodeCases.closeness })
    .from(postCodes)
    .innerJoinLateral(postCodeCases, sql`true`)
    .orderBy(sql`${postCodeCases.closeness} desc`, sql`${postCodeCases.id} ${dir}`)
    .limit(unplannedCount('wanted'));
  // Cases whose first line of address contains the term ("elm grove", "14 elm"), the closest first.
  const byAddress = db
    .select({
      id: cases.id,
      rank: sql<number>`0`,
      closeness: sql<number>`similarity(lower(${cases.addressLine1}), ${text('term')})`,
    })
    .from(cases)
    .where(and(inScope, sql`lower(${cases.addressLine1}) like ${text('addressPattern')}`))
    .orderBy(sql`3 desc`, sql`${cases.id} ${dir}`)
    .limit(unplannedCount('wanted'));
  const byCaseNumber = db
    .select({
      id: cases.id,
      rank: sql<number>`case when ${cases.caseNumber} = ${text('caseNumber')} then 2 else 1 end`,
      closeness: closeness(cases.searchName),
    })
    .from(cases)
    .where(
      and(
        inScope,
        // The range lets the plan for any term use the case-number index; the LIKE says what it means.
        sql`${cases.caseNumber} ~>=~ ${text('caseNumber')} and ${cases.caseNumber} ~<~ ${text('caseNumberTo')}`,
        sql`${cases.caseNumber} like ${text('prefixPattern')}`,
      ),
    );
  // A case number quoted by its end, in each year the authority has numbered cases that far in:
  // whole case numbers, each looked up by the case-number index (a handful of years, so a handful
  // of lookups), never a scan of the numbers' ends. It ranks between a case number beginning with
  // the term (1) and an exact one (2), the latest year first: "00001" is this year's case 1.
  const byCaseNumberTail = db
    .select({
      id: cases.id,
      rank: sql<number>`1 + ${caseNumberSequences.year} / 10000.0`,
      closeness: closeness(cases.searchName),
    })
    .from(caseNumberSequences)
    .innerJoin(authorities, eq(authorities.id, caseNumberSequences.authorityId))
    .innerJoin(
      cases,
      and(
        eq(cases.authorityId, caseNumberSequences.authorityId),
        eq(
          cases.caseNumber,
          sql`${authorities.shortCode} || '-' || ${caseNumberSequences.year} || '-' || ${text('tailDigits')}`,
        ),
      ),
    )
    .where(
      and(
        eq(caseNumberSequences.authorityId, sql.placeholder('authorityId')),
        sql`${caseNumberSequences.lastValue} >= ${unplanned('tailNumber', 'integer')}`,
        shape.tailYear ? eq(caseNumberSequences.year, unplanned('tailYear', 'integer')) : undefined,
        shape.tailCode ? eq(authorities.shortCode, text('tailCode')) : undefined,
        inScope,
      ),
    );
  const ways = [
    byName,
    byPostCode,
    ...(shape.address ? [byAddress] : []),
    ...(shape.caseNumber ? [byCaseNumber] : []),
  ] as const;
  const matches = db
    .$with('matches')
    .as(shape.tail ? unionAll(...ways, byCaseNumberTail) : unionAll(...ways));
  // A case found more than one way ranks by the best.
  const page = db
    .with(names, postCodes, matches)
    .select({
      id: matches.id,
      rank: max(matches.rank).as('rank'),
      closeness: max(matches.closeness).as('closeness'),
    })
    .from(matches)
    .groupBy(matches.id)
    .orderBy(sql`2 desc, 3 desc, 1 ${dir}`)
    .limit(unplannedCount('pageSize'))
    .offset(unplannedCount('offset'))
    .as('page');

  return db
    .select({
      caseManagerDetailId: cases.id,
      caseNumber: cases.caseNumber,
      firstName: cases.clientFirstName,
      lastName: cases.clientLastName,
      addressLine1: cases.addressLine1,
      town: cases.town,
      postCode: cases.postCode,
      statusName: applicationStatusMaster.name,
    })
    .from(page)
    .innerJoin(cases, eq(cases.id, page.id))
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .orderBy(sql`${page.rank} desc`, sql`${page.closeness} desc`, sql`${cases.id} ${dir}`);
});
