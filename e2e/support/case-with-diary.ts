import type { AddCaseRequest } from '@casekeeper/contract';
import { expect, type APIRequestContext } from '@playwright/test';

type Envelope<T> = { data: T };

export type CaseWithDiary = { id: number; caseNumber: string; diaryId: number };

async function postData<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data: object,
): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * A case opened through the API by whoever `headers` sign in (`bearerHeaders`), with one diary
 * on it: the case's fields as `/api/case/add` takes them, and the diary's title.
 */
export async function createCaseWithDiary(
  request: APIRequestContext,
  headers: Record<string, string>,
  opened: { case: AddCaseRequest; diaryTitle: string },
): Promise<CaseWithDiary> {
  const added = await postData<{ id: number; caseNumber: string }>(
    request,
    '/api/case/add',
    headers,
    opened.case,
  );
  const diary = await postData<{ id: number }>(request, '/api/actionDiary/add', headers, {
    caseId: added.id,
    title: opened.diaryTitle,
  });
  return { id: added.id, caseNumber: added.caseNumber, diaryId: diary.id };
}
