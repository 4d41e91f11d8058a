import {
  SINGLE_SIGN_ON_MESSAGES,
  STALE_RECORD_MESSAGE,
  type IdentityProviderAnswer,
  type saveIdentityProviderRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { auditChange, type ChangedBy } from '../../platform/audit/audit-change';
import { AppError, conflict } from '../../platform/errors/app-error';
import {
  domainsOfOtherProviders,
  findProviderOf,
  insertProvider,
  updateProvider,
  type IdentityProviderRow,
} from './identity-provider-repository';
import { auditedSettings, identityProviderAnswer } from './identity-provider-view';
import { mailProviderChange } from './provider-change-mail';
import { discoverProvider, isAllowedIssuer } from './provider-configuration';
import type { SignOnDeps } from './sign-on-deps';

export type SaveIdentityProviderInput = ChangedBy & {
  /** Null: the platform's own provider. */
  authorityId: number | null;
  settings: z.output<typeof saveIdentityProviderRequestSchema>;
};

/**
 * Sets up or changes a provider. Its issuer is asked for its settings first, with the client id
 * and secret, so a mistyped issuer is said at once rather than when someone tries to sign in.
 */
export async function saveIdentityProvider(
  deps: Pick<SignOnDeps, 'db' | 'secretSealer' | 'redirectUri' | 'mailer'>,
  input: SaveIdentityProviderInput,
): Promise<IdentityProviderAnswer> {
  const { settings } = input;
  const domains = [...new Set(settings.allowedDomains)];
  if (!isAllowedIssuer(settings.issuerUrl)) {
    throw new AppError('VALIDATION_FAILED', SINGLE_SIGN_ON_MESSAGES.issuerNotHttps, {
      fields: { issuerUrl: [SINGLE_SIGN_ON_MESSAGES.issuerNotHttps] },
    });
  }
  const current = await findProviderOf(deps.db, input.authorityId);
  const newSecret = settings.clientSecret?.trim() ? settings.clientSecret.trim() : undefined;
  if (!current && !newSecret) {
    throw new AppError('VALIDATION_FAILED', SINGLE_SIGN_ON_MESSAGES.secretNeeded, {
      fields: { clientSecret: [SINGLE_SIGN_ON_MESSAGES.secretNeeded] },
    });
  }
  const secret = newSecret ?? (await deps.secretSealer.open(current?.clientSecretSealed ?? ''));
  await discoverProvider(settings.issuerUrl, settings.clientId, secret).catch((error: unknown) => {
    const why = error instanceof Error ? error.message : String(error);
    throw new AppError('UNPROCESSABLE', SINGLE_SIGN_ON_MESSAGES.unreachableIssuer(settings.issuerUrl, why), {
      fields: { issuerUrl: [SINGLE_SIGN_ON_MESSAGES.unreachableIssuer(settings.issuerUrl, why)] },
    });
  });
  const fields = {
    displayName: settings.displayName,
    issuerUrl: settings.issuerUrl.replace(/\/+$/, ''),
    clientId: settings.clientId,
    passwordSignIn: settings.passwordSignIn,
    enforcesMfa: settings.enforcesMfa,
    isActive: settings.isActive,
    ...(newSecret ? { clientSecretSealed: await deps.secretSealer.seal(newSecret) } : {}),
  };

  const saved = await deps.db.transaction(async (tx) => {
    const before = await findProviderOf(tx, input.authorityId, { forUpdate: true });
    const taken = await domainsOfOtherProviders(tx, domains, before?.id ?? null);
    if (taken[0] !== undefined) {
      const message = SINGLE_SIGN_ON_MESSAGES.domainTaken(taken[0]);
      throw new AppError('CONFLICT', message, { fields: { allowedDomains: [message] } });
    }
    let id: number;
    if (before) {
      // Saved meanwhile by someone else (or set up meanwhile, when the form saw none).
      if (settings.version !== before.version) {
        throw conflict(STALE_RECORD_MESSAGE, identityProviderAnswer(before, deps.redirectUri));
      }
      if (!(await updateProvider(tx, before.id, before.version, fields, domains))) {
        throw conflict(STALE_RECORD_MESSAGE);
      }
      id = before.id;
    } else {
      id = await insertProvider(
        tx,
        input.authorityId,
        { ...fields, clientSecretSealed: fields.clientSecretSealed ?? '' },
        domains,
      );
    }
    const after = (await findProviderOf(tx, input.authorityId)) as IdentityProviderRow;
    await auditChange(tx, input, 'identity-provider.save', id, {
      authorityId: input.authorityId,
      before: before ? auditedSettings(before) : undefined,
      after: { ...auditedSettings(after), clientSecretChanged: newSecret !== undefined },
    });
    await mailProviderChange(tx, deps.mailer, {
      authorityId: input.authorityId,
      byId: input.caller.webUserId,
      kind: before ? 'changed' : 'set up',
      provider: after,
    });
    return after;
  });
  return identityProviderAnswer(saved, deps.redirectUri);
}
