import type { discovery } from '@flick/api-types';
import { routesFor } from '../../platform/contract/route';

/** Declares a discovery-host route by operationId, typed from openapi/discovery.yaml. */
export const route = routesFor<discovery.operations>();
