import type { UpsolveResponse } from '@contest-tracker/contract';
import type { TestStack } from './test-stack';

/**
 * The user's upsolve list, once it holds a contest: it is read in the background after
 * verification answers (on virtual time, so briefly).
 */
export async function upsolveOf(stack: TestStack, token: string): Promise<UpsolveResponse> {
  for (let tries = 0; tries < 200; tries++) {
    const response = await stack.request('GET', '/user/upsolve', { token });
    const body = (await response.json()) as UpsolveResponse;
    if (body.contests.length > 0) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the upsolve list was never read');
}
