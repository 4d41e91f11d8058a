// Fills a database with a realistic spread of authorities, officers, contractors and cases,
// for the benchmarks: one large authority (100k cases by default) and many smaller ones up
// to the total, in SQL (generate_series). A million cases took 219–235 s on this 2-core machine,
// and their clocks (`generateClocks`) 291–374 s more.
import pg from 'pg';

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Noah',
  'George',
  'Oliver',
  'Arthur',
  'Muhammad',
  'Leo',
  'Harry',
  'Oscar',
  'Grace',
  'Freya',
  'Florence',
  'Jack',
  'Charlie',
  'Thomas',
  'Evie',
  'Lily',
  'Sophia',
  'Poppy',
  'Alfie',
  'Henry',
  'Theo',
  'Jacob',
  'Margaret',
  'Patricia',
  'Susan',
  'Barbara',
  'Dorothy',
  'Joan',
  'Brian',
  'Peter',
  'Michael',
  'David',
  'Kenneth',
  'Priya',
  'Aisha',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Khan',
  'Clarke',
  'Lewis',
  'Harris',
  'Martin',
  'Jackson',
  'Wood',
  'Turner',
  'Edwards',
  'Hughes',
  'Lee',
  'Hill',
  'Moore',
  'Cooper',
  'Ward',
  'Morris',
  'King',
  'Watson',
  'Harrison',
  'Morgan',
  'Baker',
  'Young',
  'Allen',
  'Mitchell',
  'Anderson',
  'Lloyd',
  'Scott',
  'Bennett',
  'Campbell',
  'Phillips',
  'Parker',
  'Ali',
  'Shah',
  'Begum',
  'Hussain',
  'Singh',
  'Kaur',
  'Murphy',
  'Kelly',
  'Cox',
  'Marshall',
  'Simpson',
  'Ellis',
  'Bailey',
  'Adams',
  'Richardson',
  'Fox',
  'Grant',
  'Webb',
  'Rogers',
  'Gray',
  'Mason',
  'Holmes',
  'Palmer',
  'Barker',
  'Gibson',
  'Lawrence',
  'Chapman',
  'Dixon',
  'Woolley',
  'Grundy',
  'Aldridge',
  'Archer',
  'Pargetter',
  'Snell',
  'Tucker',
  'Carter',
  'Fairbrother',
  'Horrobin',
  'Bellamy',
  'Sterling',
  'Forrest',
  'Blower',
  'Barford',
  'Hebden',
  'Travers',
  'Macy',
  'Lynch',
  'Trentham',
  'Perkins',
  'Larkin',
  'Stokes',
];
// An authority's cases spread over 400 streets (a council area has thousands), every hundredth
// case on a High Street: the search's common street.
const STREET_NAMES = [
  'Mill',
  'Church',
  'Station',
  'Victoria',
  'Manor',
  'Park',
  'Kings',
  'Queens',
  'Elm',
  'Oak',
  'Ash',
  'Beech',
  'Birch',
  'Willow',
  'Rowan',
  'Cedar',
  'Chestnut',
  'Hawthorn',
  'Holly',
  'Maple',
  'Meadow',
  'Orchard',
  'Springfield',
  'Westfield',
  'Highfield',
  'Fairfield',
  'Woodland',
  'Hill',
  'Moor',
  'Bridge',
  'Castle',
  'Grange',
  'Priory',
  'Abbey',
  'Albert',
  'Alexandra',
  'George',
  'York',
  'Windsor',
  'Richmond',
];
const STREET_KINDS = [
  'Road',
  'Lane',
  'Street',
  'Avenue',
  'Close',
  'Grove',
  'Drive',
  'Way',
  'Crescent',
  'Gardens',
];
const STREETS = STREET_NAMES.flatMap((name) => STREET_KINDS.map((kind) => `${name} ${kind}`));
const TOWNS = [
  'Leeds',
  'Bradford',
  'York',
  'Harrogate',
  'Wakefield',
  'Halifax',
  'Huddersfield',
  'Dewsbury',
  'Keighley',
  'Otley',
];
const AREAS = ['LS', 'BD', 'YO', 'HG', 'WF', 'HX', 'HD'];

const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

export async function generateData({
  url,
  totalCases = 1_000_000,
  largestAuthorityCases = 100_000,
  authorities = 50,
}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `
      INSERT INTO authorities (name, short_code, address_line1, town, post_code, contact_email, contact_phone)
      SELECT 'Bench Council ' || n, 'BN' || chr(65 + (n / 26) % 26) || chr(65 + n % 26), n || ' Civic Way', 'Leeds',
             'LS1 1AA', 'cases' || n || '@bench.gov.uk', '0113 496 0000'
      FROM generate_series(0, $1 - 1) AS n`,
      [authorities],
    );
    const { rows: authorityRows } = await client.query(
      'SELECT id FROM authorities WHERE short_code LIKE $1 ORDER BY id',
      ['BN%'],
    );
    await client.query(`
      INSERT INTO web_users (email, first_name, last_name, user_type, authority_id, role)
      SELECT 'officer' || o || '.a' || a.id || '@bench.gov.uk', 'Officer', 'Number ' || o, 'AUTHORITY_USER', a.id, 'READWRITE'
      FROM authorities a, generate_series(1, 20) AS o WHERE a.short_code LIKE 'BN%'`);
    await client.query(`
      INSERT INTO contractors (authority_id, company_name, contact_name, phone, trades)
      SELECT a.id, 'Bench Builders ' || c, 'Contact ' || c, '0113 496 0001', ARRAY['Stairlifts']
      FROM authorities a, generate_series(1, 10) AS c WHERE a.short_code LIKE 'BN%'`);

    const smallerEach = Math.floor(
      (totalCases - largestAuthorityCases) / Math.max(1, authorityRows.length - 1),
    );
    for (const [index, { id }] of authorityRows.entries()) {
      const count = index === 0 ? largestAuthorityCases : smallerEach;
      await client.query(
        `
        WITH officers AS (SELECT array_agg(id ORDER BY id) AS ids FROM web_users WHERE authority_id = $1),
             builders AS (SELECT array_agg(id ORDER BY id) AS ids FROM contractors WHERE authority_id = $1),
             code AS (SELECT short_code FROM authorities WHERE id = $1)
        INSERT INTO cases (authority_id, case_number, client_first_name, client_last_name, address_line1, town,
                           post_code, status_id, assigned_officer_id, contractor_id, priority, referral_date,
                           created_by_id, updated_by_id)
        SELECT $1,
               code.short_code || '-2026-' || lpad(n::text, greatest(5, length(n::text)), '0'),
               (${sqlArray(FIRST_NAMES)})[1 + (n * 7919) % ${FIRST_NAMES.length}],
               -- Surnames skewed like a real population (the first ones common), one rare name.
               CASE WHEN n % 10007 = 0 THEN 'Quixley'
                    ELSE (${sqlArray(LAST_NAMES)})[1 + floor(${LAST_NAMES.length} * power(((n::bigint * 2654435761) % 4294967296) / 4294967296.0, 1.5))::int]
               END,
               (1 + n % 200) || ' ' || CASE WHEN n % 100 = 0 THEN 'High Street' ELSE (${sqlArray(STREETS)})[1 + (n / 200) % ${STREETS.length}] END,
               (${sqlArray(TOWNS)})[1 + n % ${TOWNS.length}],
               (${sqlArray(AREAS)})[1 + n % ${AREAS.length}] || (1 + n % 29) || ' ' || (n % 10) || chr(65 + n % 26) || chr(65 + (n / 26) % 26),
               1 + n % 12,
               officers.ids[1 + n % array_length(officers.ids, 1)],
               CASE WHEN n % 3 = 0 THEN builders.ids[1 + n % array_length(builders.ids, 1)] END,
               (ARRAY['Low','Normal','High','Urgent'])[1 + n % 4],
               date '2026-01-01' + (n % 300),
               officers.ids[1], officers.ids[1]
        FROM generate_series(1, $2) AS n, officers, builders, code`,
        [id, count],
      );
      // New cases continue the numbering the generated ones used.
      await client.query(
        'INSERT INTO case_number_sequences (authority_id, year, last_value) VALUES ($1, 2026, $2)',
        [id, count],
      );
    }
    await client.query('COMMIT');
    // As autovacuum leaves a database in use: statistics, and a visibility map that lets
    // index-only scans skip the table. Measured before autovacuum gets there, the benchmark would
    // time autovacuum's catching up instead.
    await client.query('VACUUM ANALYZE');
    return { authorities: authorityRows.length, cases: totalCases };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Clocks for every live case of the bench authorities, as case_clocks keeps them, with each
 * case's next due date: one row per clock of the authority (the three default clocks), a third of
 * them stopped (met, or missed by up to ten days) between December 2025 and today, the rest
 * running, due from November 2026 over the next 400 days (so a few are overdue and a few due
 * within ten working days); those past their due date are stored missed, as the clocks.daily job
 * leaves them each night. Thresholds are marked announced, so no alarm job raises a million
 * alarms. The next due dates (of all clocks not stopped, and of those running) and clock marks are written authority by authority through the
 * list's triggers, so the NextDue blocks and case_counts are the ones a product keeps.
 */
export async function generateClocks({ url }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM authorities WHERE short_code LIKE 'BN%' ORDER BY id");
    for (const { id } of rows) {
      await client.query('BEGIN');
      await client.query(
        `
        INSERT INTO case_clocks (authority_id, case_id, definition_id, state, started_at, stopped_at, due_date,
                                 amber_at, red_at, paused_days, working_days, amber_alerted_at, red_alerted_at, computed_at)
        SELECT c.authority_id, c.id, d.id,
               CASE WHEN NOT s.stopped AND s.due < (now() AT TIME ZONE 'Europe/London')::date THEN 'missed'
                    WHEN NOT s.stopped THEN 'running' WHEN s.stopped_on > s.due THEN 'missed' ELSE 'met' END,
               (s.due - 180)::timestamptz, CASE WHEN s.stopped THEN s.stopped_on::timestamptz END, s.due,
               (s.due - 45)::timestamptz, s.due::timestamptz, 0, 40 + (k.n * 7 + d.d) % 100, now(), now(), now()
        FROM cases c
        CROSS JOIN LATERAL (SELECT substring(c.case_number FROM '([0-9]+)$')::int AS n) k
        JOIN (SELECT id, authority_id, row_number() OVER (PARTITION BY authority_id ORDER BY id)::int AS d
              FROM clock_definitions) d ON d.authority_id = c.authority_id
        CROSS JOIN LATERAL (SELECT (k.n + d.d) % 3 = 0 AS stopped) t
        CROSS JOIN LATERAL (
          SELECT t.stopped,
                 CASE WHEN t.stopped THEN date '2025-12-01' + (k.n * 37 + d.d * 101) % 360
                      ELSE date '2026-11-01' + (k.n * 37 + d.d * 101) % 400 END AS due,
                 least(date '2025-12-01' + (k.n * 37 + d.d * 101) % 360 - ((k.n * 13 + d.d) % 70 - 10),
                       current_date - 1) AS stopped_on
        ) s
        WHERE c.authority_id = $1 AND c.deleted_at IS NULL
        ON CONFLICT (case_id, definition_id) DO UPDATE SET state = excluded.state,
          started_at = excluded.started_at, stopped_at = excluded.stopped_at, due_date = excluded.due_date,
          amber_at = excluded.amber_at, red_at = excluded.red_at, working_days = excluded.working_days,
          amber_alerted_at = excluded.amber_alerted_at, red_alerted_at = excluded.red_alerted_at`,
        [id],
      );
      await client.query(
        `
        UPDATE cases c SET next_clock_due = n.due, next_running_due = n.running_due, clock_marks = n.marks
        FROM (SELECT case_id, min(due_date) FILTER (WHERE stopped_at IS NULL) AS due,
                     min(due_date) FILTER (WHERE stopped_at IS NULL AND state IN ('running', 'paused')) AS running_due,
                     bit_or(CASE WHEN state = 'missed' THEN 1 ELSE 0 END
                          | CASE WHEN state = 'missed' AND stopped_at IS NULL THEN 2 ELSE 0 END
                          | CASE WHEN state = 'met' THEN 4 ELSE 0 END)::smallint AS marks
              FROM case_clocks WHERE authority_id = $1 GROUP BY case_id) n
        WHERE c.authority_id = $1 AND c.id = n.case_id
          AND (c.next_clock_due IS DISTINCT FROM n.due OR c.next_running_due IS DISTINCT FROM n.running_due
               OR c.clock_marks <> n.marks)`,
        [id],
      );
      await client.query('COMMIT');
    }
    await client.query('VACUUM ANALYZE cases, case_clocks');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/** The adaptation types the bench's works are of, as an authority's list starts (DEFAULT_CHOICES). */
const ADAPTATION_TYPES = [
  'Stairlift',
  'Through-floor lift',
  'Level-access shower',
  'Bathroom adaptation',
  'Ramp or level access',
  'Door widening',
  'Ground-floor extension',
  'Kitchen adaptation',
  'Heating',
  'Safety or alarm',
  'Other',
];

/**
 * Grants for the bench cases, as officers would have prepared them (docs/grant.md): every case
 * past Application submitted (Approved to Closed) approved, with one to three works, two or three
 * quotes and the lowest accepted; of the cases at Application submitted, a third proposed and
 * awaiting approval and a third being prepared (works and quotes, nothing proposed). The
 * mandatory grant is the accepted quote and an agency fee less any contribution, at most £30,000.
 */
export async function generateGrants({ url }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM authorities WHERE short_code LIKE 'BN%' ORDER BY id");
    for (const { id } of rows) {
      await client.query('BEGIN');
      await client.query(
        `
        INSERT INTO authority_choices (authority_id, list, name, sort_order)
        SELECT $1, 'ADAPTATION_TYPE', name, ordinality FROM unnest(${sqlArray(ADAPTATION_TYPES)}) WITH ORDINALITY AS name
        WHERE NOT EXISTS (SELECT 1 FROM authority_choices WHERE authority_id = $1 AND list = 'ADAPTATION_TYPE')`,
        [id],
      );
      await client.query(
        `
        CREATE TEMP TABLE granted ON COMMIT DROP AS
        SELECT c.id AS case_id, c.status_id, c.created_by_id, coalesce(c.assigned_officer_id, c.created_by_id) AS officer_id,
               substring(c.case_number FROM '([0-9]+)$')::int AS n
        FROM cases c
        WHERE c.authority_id = $1 AND c.deleted_at IS NULL
          -- Statuses follow n % 12: a third of those at Application submitted by n / 12.
          AND (c.status_id BETWEEN 5 AND 9 OR (c.status_id = 4 AND (substring(c.case_number FROM '([0-9]+)$')::int / 12) % 3 <> 2))`,
        [id],
      );
      await client.query(
        `
        WITH types AS (SELECT array_agg(id ORDER BY sort_order) AS ids FROM authority_choices
                       WHERE authority_id = $1 AND list = 'ADAPTATION_TYPE')
        INSERT INTO case_works (authority_id, case_id, adaptation_type_id, description, location, ot_recommended,
                                ot_recommended_on, position, created_by_id)
        SELECT $1, g.case_id, types.ids[1 + (g.n + w) % array_length(types.ids, 1)],
               'Works item ' || w || ' for the client', (ARRAY['Bathroom','Stairs','Front door','Kitchen'])[1 + (g.n + w) % 4],
               (g.n + w) % 4 <> 0, CASE WHEN (g.n + w) % 4 <> 0 THEN date '2025-12-01' + g.n % 200 END, w, g.officer_id
        FROM granted g, types, generate_series(1, 1 + g.n % 3) AS w`,
        [id],
      );
      await client.query(
        `
        WITH builders AS (SELECT array_agg(id ORDER BY id) AS ids FROM contractors WHERE authority_id = $1)
        INSERT INTO case_quotes (authority_id, case_id, contractor_id, amount_pence, received_on, valid_until, created_by_id)
        SELECT $1, g.case_id, builders.ids[1 + (g.n + q) % array_length(builders.ids, 1)],
               300000 + ((g.n::bigint * 7919 + q * 104729) % 2800000)::int,
               date '2026-01-01' + g.n % 250, date '2026-01-01' + g.n % 250 + 90, g.officer_id
        FROM granted g, builders, generate_series(1, 2 + g.n % 2) AS q`,
        [id],
      );
      await client.query(
        `
        INSERT INTO case_grants (authority_id, case_id, state, version, accepted_quote_id, agency_fee_pence,
                                 building_control_fee_pence, other_fee_pence, contribution_pence, contribution_basis,
                                 top_up_pence, proposed_by_id, proposed_at, approved_maximum_pence, approved_quote_pence,
                                 approved_total_pence, approved_by_id, approved_at, approved_on)
        SELECT $1, g.case_id, s.state, 8, CASE WHEN s.state <> 'DRAFT' THEN lowest.id END,
               f.agency, f.building, 0, f.contribution, f.basis, 0,
               CASE WHEN s.state <> 'DRAFT' THEN g.officer_id END,
               CASE WHEN s.state <> 'DRAFT' THEN f.on_day::timestamptz END,
               CASE WHEN s.state = 'APPROVED' THEN 3000000 END,
               CASE WHEN s.state = 'APPROVED' THEN lowest.amount_pence END,
               CASE WHEN s.state = 'APPROVED'
                    THEN least(3000000, greatest(0, lowest.amount_pence + f.agency + f.building - f.contribution)) END,
               CASE WHEN s.state = 'APPROVED' THEN g.created_by_id END,
               CASE WHEN s.state = 'APPROVED' THEN (f.on_day + 7)::timestamptz END,
               CASE WHEN s.state = 'APPROVED' THEN f.on_day + 7 END
        FROM granted g
        CROSS JOIN LATERAL (SELECT CASE WHEN g.status_id >= 5 THEN 'APPROVED'
                                        WHEN (g.n / 12) % 3 = 0 THEN 'PROPOSED' ELSE 'DRAFT' END AS state) s
        CROSS JOIN LATERAL (SELECT 85000 AS agency, CASE WHEN g.n % 5 = 0 THEN 45000 ELSE 0 END AS building,
                                   CASE WHEN g.n % 4 = 0 THEN (g.n * 31) % 500000 ELSE 0 END AS contribution,
                                   CASE WHEN g.n % 4 = 0 THEN 'ASSESSED' ELSE 'PASSPORTED' END AS basis,
                                   date '2026-01-01' + g.n % 250 + 20 AS on_day) f
        CROSS JOIN LATERAL (SELECT id, amount_pence FROM case_quotes q
                            WHERE q.authority_id = $1 AND q.case_id = g.case_id
                            ORDER BY amount_pence, id LIMIT 1) lowest`,
        [id],
      );
      await client.query('COMMIT');
    }
    await client.query('VACUUM ANALYZE case_grants, case_works, case_quotes, authority_choices');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * What the approved bench grants have been paid, as a year of DFG work leaves it (docs/payments.md,
 * docs/spend.md): one approved grant in ten varied (raised 5 % or lowered 2 %); cases with works
 * under way an interim payment of 40 % (paid for two in three, awaiting authorisation for the
 * rest); completed and closed cases that and the final payment of the rest (paid for three in
 * four completed and every closed one, else authorised); quotes an estimated duration; each
 * authority an allocation for 2025/26 and 2026/27 with one in-year change. Requested by the
 * case's officer, authorised by another user of the authority.
 */
export async function generatePayments({ url }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM authorities WHERE short_code LIKE 'BN%' ORDER BY id");
    for (const { id } of rows) {
      await client.query('BEGIN');
      await client.query(
        `
        CREATE TEMP TABLE approved ON COMMIT DROP AS
        SELECT g.case_id, g.approved_total_pence AS total, g.approved_on, c.status_id,
               coalesce(c.assigned_officer_id, c.created_by_id) AS officer_id,
               substring(c.case_number FROM '([0-9]+)$')::int AS n,
               q.contractor_id
        FROM case_grants g
        JOIN cases c ON c.authority_id = g.authority_id AND c.id = g.case_id
        JOIN case_quotes q ON q.authority_id = g.authority_id AND q.id = g.accepted_quote_id
        WHERE g.authority_id = $1 AND g.state = 'APPROVED' AND g.approved_total_pence > 1000`,
        [id],
      );
      await client.query(
        `
        CREATE TEMP TABLE deciders ON COMMIT DROP AS
        SELECT min(id) AS first_id, max(id) AS second_id FROM (
          SELECT id FROM web_users WHERE authority_id = $1 ORDER BY id LIMIT 2) two`,
        [id],
      );
      await client.query(
        `
        INSERT INTO case_grant_variations (authority_id, case_id, works_added, works_removed, cost_change_pence,
                                           reason, state, recorded_by_id, recorded_at, decided_by_id, decided_at)
        SELECT $1, a.case_id,
               CASE WHEN a.n % 20 = 0 THEN 'Grab rail beside the shower' END,
               CASE WHEN a.n % 20 = 10 THEN 'Second handrail' END,
               CASE WHEN a.n % 20 = 0 THEN a.total / 20 ELSE -(a.total / 50) END,
               'Asked for at the works visit', 'APPROVED', a.officer_id, (a.approved_on + 20)::timestamptz,
               CASE WHEN a.n % 20 = 0 THEN CASE WHEN a.officer_id = d.first_id THEN d.second_id ELSE d.first_id END END,
               CASE WHEN a.n % 20 = 0 THEN (a.approved_on + 22)::timestamptz END
        FROM approved a, deciders d
        WHERE a.n % 10 = 0`,
        [id],
      );
      await client.query(
        `
        WITH sized AS (
          SELECT a.*, a.total + coalesce((SELECT sum(v.cost_change_pence) FROM case_grant_variations v
                                          WHERE v.authority_id = $1 AND v.case_id = a.case_id), 0)::int AS approved_total,
                 CASE WHEN a.officer_id = d.first_id THEN d.second_id ELSE d.first_id END AS authoriser,
                 ct.company_name AS contractor_name
          FROM approved a CROSS JOIN deciders d
          JOIN contractors ct ON ct.authority_id = $1 AND ct.id = a.contractor_id
          WHERE a.status_id BETWEEN 7 AND 9),
        planned AS (
          SELECT s.*, p.kind, p.state, p.amount, p.requested_on
          FROM sized s
          CROSS JOIN LATERAL (VALUES
            ('INTERIM', CASE WHEN s.status_id = 7 AND s.n % 3 = 0 THEN 'REQUESTED' ELSE 'PAID' END,
             (s.approved_total * 2 / 5), least(s.approved_on + 30 + s.n % 60, date '2026-11-20')),
            ('FINAL', CASE WHEN s.status_id = 9 OR s.n % 4 <> 0 THEN 'PAID' ELSE 'AUTHORISED' END,
             s.approved_total - s.approved_total * 2 / 5, least(s.approved_on + 90 + s.n % 90, date '2026-11-25'))
          ) AS p(kind, state, amount, requested_on)
          WHERE p.kind = 'INTERIM' OR s.status_id >= 8)
        INSERT INTO case_payments (authority_id, case_id, kind, amount_pence, payee, payee_name, invoice_reference,
                                   certified_on, state, requested_by_id, requested_at, authorised_by_id, authorised_at,
                                   paid_on, finance_reference, paid_by_id, paid_at, version)
        SELECT $1, p.case_id, p.kind, p.amount, 'CONTRACTOR', p.contractor_name, 'INV-' || p.case_id || '-' || p.kind,
               p.requested_on - 2, p.state, p.officer_id, p.requested_on::timestamptz,
               CASE WHEN p.state <> 'REQUESTED' THEN p.authoriser END,
               CASE WHEN p.state <> 'REQUESTED' THEN (p.requested_on + 1)::timestamptz END,
               CASE WHEN p.state = 'PAID' THEN least(p.requested_on + 4, date '2026-11-30') END,
               CASE WHEN p.state = 'PAID' THEN 'AP-' || p.case_id || '-' || p.kind END,
               CASE WHEN p.state = 'PAID' THEN p.officer_id END,
               CASE WHEN p.state = 'PAID' THEN (least(p.requested_on + 4, date '2026-11-30'))::timestamptz END,
               CASE p.state WHEN 'REQUESTED' THEN 1 WHEN 'AUTHORISED' THEN 2 ELSE 3 END
        FROM planned p
        WHERE p.amount > 0`,
        [id],
      );
      await client.query(
        `UPDATE case_quotes SET estimated_working_days = 10 + (id % 30) WHERE authority_id = $1`,
        [id],
      );
      await client.query(
        `
        INSERT INTO authority_allocations (authority_id, financial_year, allocation_pence, updated_by_id, version)
        SELECT $1, y.year, greatest(10000000, (SELECT coalesce(sum(total), 0) FROM approved) / 2), d.first_id, 2
        FROM deciders d, (VALUES (2025), (2026)) AS y(year)`,
        [id],
      );
      await client.query(
        `
        INSERT INTO authority_allocation_changes (authority_id, financial_year, amount_pence, reason, changed_on, created_by_id)
        SELECT $1, y.year, 5000000, 'In-year top-up from the Better Care Fund', make_date(y.year, 10, 1), d.first_id
        FROM deciders d, (VALUES (2025), (2026)) AS y(year)`,
        [id],
      );
      // The grant rows' money, as the product's refreshGrantMoney keeps it (modules/grant/grant-money.ts).
      await client.query(
        `
        UPDATE case_grants g SET
          variations_pence = coalesce((SELECT sum(v.cost_change_pence) FROM case_grant_variations v
            WHERE v.authority_id = g.authority_id AND v.case_id = g.case_id AND v.state = 'APPROVED'), 0),
          paid_pence = coalesce((SELECT sum(p.amount_pence) FROM case_payments p
            WHERE p.authority_id = g.authority_id AND p.case_id = g.case_id AND p.state = 'PAID'), 0),
          final_paid_on = (SELECT max(p.paid_on) FROM case_payments p
            WHERE p.authority_id = g.authority_id AND p.case_id = g.case_id AND p.state = 'PAID' AND p.kind = 'FINAL'),
          adaptation_type_ids = coalesce((SELECT array_agg(DISTINCT w.adaptation_type_id ORDER BY w.adaptation_type_id)
            FROM case_works w WHERE w.authority_id = g.authority_id AND w.case_id = g.case_id), '{}')
        WHERE g.authority_id = $1`,
        [id],
      );
      await client.query('COMMIT');
    }
    await client.query(
      'VACUUM ANALYZE case_grants, case_payments, case_grant_variations, case_quotes, authority_allocations, authority_allocation_changes',
    );
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
