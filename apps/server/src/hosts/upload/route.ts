import type { upload } from '@flick/api-types';
import { routesFor } from '../../platform/contract/route';

/** Declares an upload-host route by operationId, typed from openapi/upload.yaml. */
export const route = routesFor<upload.operations>();
