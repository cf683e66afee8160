import { describe, expect, it } from 'vitest';
import { teacherOnlyFiles } from './precache-scope.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/studio/studio-routes.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_shared.js', '_both.js'] },
  'src/app/routes/studio/studio-routes.tsx': {
    file: 'assets/studio-routes.js',
    imports: ['_both.js', '_editor.js'],
    dynamicImports: ['src/locales/studio/ru.json'],
    css: ['assets/studio.css'],
  },
  '_both.js': { file: 'assets/both.js' },
  '_editor.js': { file: 'assets/editor.js', assets: ['assets/pen.svg'] },
  'src/locales/studio/ru.json': { file: 'assets/ru.js' },
};

describe('teacherOnlyFiles', () => {
  it('leaves out what only the studio and admin routes reach, keeps what learners share', () => {
    expect([...teacherOnlyFiles(manifest)].sort()).toEqual([
      'assets/editor.js',
      'assets/pen.svg',
      'assets/ru.js',
      'assets/studio-routes.js',
      'assets/studio.css',
    ]);
  });

  it('keeps everything when no teacher-only route is in the build', () => {
    const learnerOnly = { ...manifest };
    delete learnerOnly['src/app/routes/studio/studio-routes.tsx'];
    learnerOnly['index.html'] = {
      ...manifest['index.html'],
      dynamicImports: ['src/app/routes/home.tsx'],
    };
    expect(teacherOnlyFiles(learnerOnly).has('assets/both.js')).toBe(false);
    expect(teacherOnlyFiles(learnerOnly).has('assets/home.js')).toBe(false);
  });
});
