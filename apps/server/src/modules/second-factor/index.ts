// What other modules may use of the second factor: finishing a first factor (password sign-in,
// single sign-on), the policy, and the routes.
export { finishFirstFactor } from './finish-first-factor';
export { mustUseSecondFactor } from './second-factor-policy';
export { secondFactorSignInRoutes } from './second-factor-sign-in.routes';
export { signInMethodRoutes } from './sign-in-methods.routes';
export { passkeyRoutes } from './passkeys.routes';
