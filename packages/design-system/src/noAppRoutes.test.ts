import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The package holds no app routes: a link's address comes from a prop the app passes
 * (`href`, `loginHref`, `links`, …), never from a path written into a component. This walks
 * the component sources (stories, tests and usage pages aside, which pass example routes)
 * and lists every string literal that starts with `/` where a route would sit: a default or
 * an assignment (`loginHref = '/login'`), a JSX attribute (`href="/profile"`,
 * `to={'/reels'}`), or an object's `href`, `to` or `path` (`{ href: '/search' }`).
 */
const AREAS = ['components', 'patterns', 'primitives'] as const;

const ROUTE_LITERAL = /(?:=\s*\{?\s*|\b(?:href|to|path|pathname)\s*:\s*)(['"`])\/(?!\/)[^'"`]*\1?/g;

const here = import.meta.dirname;

/** The component sources of the areas: `.ts`/`.tsx`, without stories and tests. */
const sources = AREAS.flatMap((area) =>
  readdirSync(join(here, area), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => join(area, path)),
);

/** Each route-like literal of one source, as `file:line: text`. */
function routeLiterals(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(ROUTE_LITERAL)].map((match) => `${file}:${index + 1}: ${match[0].trim()}`),
    );
}

describe('component sources', () => {
  it('hold no app routes', () => {
    // Not an empty pass: the walk found components, primitives and the link slot.
    expect(sources).toContain(join('components', 'OtpInput', 'OtpInput.tsx'));
    expect(sources).toContain(join('primitives', 'Button', 'Button.tsx'));
    expect(sources).toContain(join('components', 'link.tsx'));
    const found = sources.flatMap((file) =>
      routeLiterals(file, readFileSync(join(here, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('reports a default route, a route attribute and a route in an entry', () => {
    const file = 'components/Example/Example.tsx';
    expect(routeLiterals(file, "  loginHref = '/login',")).toEqual([`${file}:1: = '/login'`]);
    expect(routeLiterals(file, 'export function A({ href = "/profile" }: Props) {')).toEqual([
      `${file}:1: = "/profile"`,
    ]);
    expect(routeLiterals(file, '<a href="/setting/edit">Edit</a>')).toEqual([
      `${file}:1: ="/setting/edit"`,
    ]);
    expect(routeLiterals(file, "x\n<Link to={'/reels'} />")).toEqual([`${file}:2: ={'/reels'`]);
    expect(routeLiterals(file, "  { key: 'home', href: '/reels', icon },")).toEqual([
      `${file}:1: href: '/reels'`,
    ]);
  });

  it('lets through what is not a route', () => {
    const file = 'components/Example/Example.tsx';
    const fine = [
      "const digitsOnly = (text: string) => text.replace(/\\D/g, '');",
      "/** Where `Log in` goes (Flick's is `/login`). */",
      "const external = 'https://apps.apple.com/';",
      'const half = width / 2;',
      "renderLink({ href, className: styles.link, children: 'Go back' })",
      "const protocolRelative = '//cdn.example/x.png';",
    ];
    expect(fine.flatMap((line) => routeLiterals(file, line))).toEqual([]);
  });
});
