import { restRoutesOf } from './http/rest.ts';
import { appRouter, createCaller } from './router.ts';

/** The REST paths of the specification, made from the doors the procedures declare in their meta. */
export const restRoutes = restRoutesOf(appRouter, createCaller);
