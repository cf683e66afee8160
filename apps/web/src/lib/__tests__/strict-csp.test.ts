import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import '../strict-csp';

describe('strict CSP: zod without eval', () => {
  it('turns zod jitless: z.config() reads what the module wrote (no `new Function` probe)', () => {
    expect(z.config().jitless).toBe(true);
    // Parsing still works without the compiled parsers.
    expect(z.object({ name: z.string() }).parse({ name: 'Малика' })).toEqual({ name: 'Малика' });
  });

  it('is the first module the web entry imports, before anything that may build a schema', () => {
    const entry = readFileSync(path.resolve(__dirname, '../../main.tsx'), 'utf8');
    const imports = [...entry.matchAll(/^import\s+(?:[^'";]*\s+from\s+)?'([^']+)';/gm)].map(
      (match) => match[1],
    );
    expect(imports[0]).toBe('./lib/strict-csp');
  });
});
