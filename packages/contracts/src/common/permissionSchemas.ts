import { z } from 'zod';
import { actions, modules } from './permissions';

/**
 * The schemas of a module and an action, apart from the permission rules: the web's entry checks
 * permissions without loading zod.
 */
export const moduleSchema = z.enum(modules);
export const actionSchema = z.enum(actions);
