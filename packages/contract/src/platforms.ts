import { z } from 'zod';
import { PLATFORM_DISPLAY_NAMES, PLATFORM_IDS } from './platform-list';

export const platformIdSchema = z.enum(PLATFORM_IDS);
export const platformNameSchema = z.enum(PLATFORM_DISPLAY_NAMES);
