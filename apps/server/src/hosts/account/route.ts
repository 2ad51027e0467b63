import type { account } from '@flick/api-types';
import { routesFor } from '../../contract/route';

/** Declares an account-host route by operationId, typed from openapi/account.yaml. */
export const route = routesFor<account.operations>();
