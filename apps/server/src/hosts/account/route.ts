import type { account } from '@flick/api-types';
import { routesFor } from '../../platform/contract/route';

/** Declares an account-host route by operationId, typed from openapi/account.yaml. */
export const route = routesFor<account.operations>();
