import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities, authorityLetterheads } from '../../db/schema';

/** The letterhead as printed, with its version (0: none saved, read from the authority's own details). */
export type LetterheadRow = {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  footer: string;
  version: number;
};

const present = (...values: (string | null)[]) => values.filter((value): value is string => !!value);

/** The authority's letterhead, or one made from its name, address and contact details. */
export async function findLetterhead(
  db: Executor,
  authorityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LetterheadRow> {
  const query = db
    .select({
      saved: authorityLetterheads,
      authority: {
        name: authorities.name,
        addressLine1: authorities.addressLine1,
        addressLine2: authorities.addressLine2,
        addressLine3: authorities.addressLine3,
        town: authorities.town,
        postCode: authorities.postCode,
        contactPhone: authorities.contactPhone,
        contactEmail: authorities.contactEmail,
      },
    })
    .from(authorities)
    .leftJoin(authorityLetterheads, eq(authorityLetterheads.authorityId, authorities.id))
    .where(eq(authorities.id, authorityId));
  const [row] = options.forUpdate ? await query.for('update', { of: authorities }) : await query;
  if (!row) throw new Error(`No authority ${authorityId}.`);
  const { saved, authority } = row;
  if (saved) {
    const { name, addressLines, phone, email, footer, version } = saved;
    return { name, addressLines, phone, email, footer, version };
  }
  const { addressLine1, addressLine2, addressLine3, town, postCode } = authority;
  return {
    name: authority.name,
    addressLines: present(addressLine1, addressLine2, addressLine3, town, postCode),
    phone: authority.contactPhone ?? '',
    email: authority.contactEmail ?? '',
    footer: '',
    version: 0,
  };
}

/** Writes the letterhead, first or again, and bumps its version. */
export async function saveLetterhead(
  tx: Executor,
  values: Omit<LetterheadRow, 'version'> & { authorityId: number; updatedById: number },
): Promise<void> {
  await tx
    .insert(authorityLetterheads)
    .values(values)
    .onConflictDoUpdate({
      target: authorityLetterheads.authorityId,
      set: {
        name: values.name,
        addressLines: values.addressLines,
        phone: values.phone,
        email: values.email,
        footer: values.footer,
        updatedById: values.updatedById,
        updatedAt: new Date(),
        version: sql`${authorityLetterheads.version} + 1`,
      },
    });
}
