import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the case edit page address', () => {
    expect(paths.caseManager.edit(42)).toBe('/case-manager/edit/42');
  });

  it('leaves an optional id off when none is given', () => {
    expect(paths.actionDiary.list.href()).toBe('/actionDiary/list');
    expect(paths.actionDiary.list.href(7)).toBe('/actionDiary/list/7');
  });

  it('escapes values so a parameter cannot add path segments', () => {
    expect(paths.caseManager.href('edit', 'a/b')).toBe('/case-manager/edit/a%2Fb');
  });

  it.each([
    [paths.authority.contractorList.pattern, paths.authority.contractorList.href(3), { authorityId: '3' }],
    [
      paths.clientType.contractorList.pattern,
      paths.clientType.contractorList.href({ clientType: 'authority', contractor: 'c', type: 'all', id: 9 }),
      { clienttype: 'authority', contractor: 'c', type: 'all', id: '9' },
    ],
    [
      paths.clientType.userList.pattern,
      paths.clientType.userList.href('authority', 5),
      { clienttype: 'authority', authorityId: '5' },
    ],
    [
      paths.clientType.form.pattern,
      paths.clientType.form.href({ clientType: 'authority', type: 'add' }),
      { clienttype: 'authority', type: 'add' },
    ],
    [
      paths.clientType.userForm.pattern,
      paths.clientType.userForm.href({ clientType: 'authority', type: 'edit', id: 2 }),
      { clienttype: 'authority', type: 'edit', id: '2' },
    ],
    [paths.caseManager.pattern, paths.caseManager.edit(11), { type: 'edit', id: '11' }],
    [paths.actionDiary.form.pattern, paths.actionDiary.form.href('add', 4), { type: 'add', id: '4' }],
    [paths.actionItemText.pattern, paths.actionItemText.href('edit', 8), { type: 'edit', id: '8' }],
    [paths.actionItemFile.pattern, paths.actionItemFile.href('add'), { type: 'add' }],
  ])('pattern %s matches what its builder produces', (pattern, href, params) => {
    expect(matchPath(pattern, href)?.params).toEqual(params);
  });
});
