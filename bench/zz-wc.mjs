import pg from 'pg';
import { caseWriteCost } from '/work/wt-deep-pages/bench/case-write-cost.mjs';
const db = new pg.Client({ connectionString: process.env.DBURL });
await db.connect();
await caseWriteCost(db, 1, console.log);
await db.end();
