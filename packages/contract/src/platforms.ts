import { z } from 'zod';
import { PLATFORM_IDS } from './platform-list';

export const platformIdSchema = z.enum(PLATFORM_IDS);
export const platformNameSchema = z.enum(['LeetCode', 'Codeforces', 'CodeChef', 'AtCoder']);
