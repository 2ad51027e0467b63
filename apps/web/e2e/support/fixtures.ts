import { join } from 'node:path';
import { repoRoot } from './build';

/** Small ffmpeg-made media the server's tests use too (apps/server/test/fixtures). */
export const fixture = (name: string): string => join(repoRoot, 'apps/server/test/fixtures', name);

export const TWO_SECOND_MP4 = fixture('two-seconds.mp4');
export const SIXTY_ONE_SECOND_MP4 = fixture('sixty-one-seconds.mp4');
