import { useCallback, useEffect, useRef, useState } from 'react';
import { deferredImport } from '@/lib/deferred-import';

const requests = deferredImport(() => import('../lib/sign-on-requests'));

/** The provider that signs in the typed address's organisation, as the server names it. */
export type OfferedProvider = { name: string; passwordSignIn: boolean };

export type SingleSignOnOfferState = {
  provider: OfferedProvider | null;
  /** On the way to the provider (the browser is leaving). */
  starting: boolean;
  /** Why the provider could not be reached, in the server's words. */
  failure: string | null;
  start: () => void;
};

const domainOf = (email: string) => (email.includes('@') ? (email.split('@').pop() ?? '') : '').toLowerCase();

/**
 * The offer of single sign-on on the staff's sign-in page: once an address is typed, the server
 * is asked which provider signs in its domain (the answer is the domain's, so an address of a
 * domain already asked about is not asked again). Taking the offer goes to the provider.
 */
export function useSingleSignOnOffer({ goTo = (url: string) => window.location.assign(url) } = {}) {
  const [provider, setProvider] = useState<OfferedProvider | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const askedDomain = useRef('');
  const latestEmail = useRef('');

  // Back from the provider, the page may come back from the browser's cache just as it was left.
  useEffect(() => {
    const cameBack = () => setStarting(false);
    window.addEventListener('pageshow', cameBack);
    return () => window.removeEventListener('pageshow', cameBack);
  }, []);

  const lookUp = useCallback((typed: string) => {
    const email = typed.trim();
    const domain = domainOf(email);
    latestEmail.current = email;
    if (domain === askedDomain.current) return;
    askedDomain.current = domain;
    setProvider(null);
    setFailure(null);
    if (!domain.includes('.')) return;
    requests
      .load()
      .then((loaded) => loaded.findProvider(email))
      .then((found) => {
        if (askedDomain.current === domain) setProvider(found);
      })
      .catch(() => undefined);
  }, []);

  const start = useCallback(() => {
    if (!provider || starting) return;
    setStarting(true);
    setFailure(null);
    void requests
      .load()
      .then((loaded) => loaded.startSignOn(latestEmail.current))
      .catch(() => ({ failure: 'Single sign-on could not start. Check your connection and try again.' }))
      .then((answer) => {
        if ('authorizationUrl' in answer) return goTo(answer.authorizationUrl);
        setFailure(answer.failure);
        setStarting(false);
      });
  }, [provider, starting, goTo]);

  const offer: SingleSignOnOfferState = { provider, starting, failure, start };
  return { offer, lookUp, preload: requests.preload };
}
