export {
  assertMayChangeAuthoritySettings as assertMayEditClocks,
  mayChangeAuthoritySettings as mayEditClocks,
  settingsAuthorityOf as clockAuthorityOf,
} from '../../platform/access/authority-settings-scope';
