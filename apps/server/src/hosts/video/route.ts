import type { video } from '@flick/api-types';
import { routesFor } from '../../platform/contract/route';

/** Declares a video-host route by operationId, typed from openapi/video.yaml. */
export const route = routesFor<video.operations>();
