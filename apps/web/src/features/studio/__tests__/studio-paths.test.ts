import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { studioPaths } from '../lib/studio-paths';

describe("the studio's addresses", () => {
  it('writes the URL of each studio screen', () => {
    expect(studioPaths.tree.href()).toBe('/studio');
    expect(studioPaths.lesson.href(12)).toBe('/studio/lessons/12');
    expect(studioPaths.draft.href(31)).toBe('/studio/drafts/31');
    expect(studioPaths.lessonPreview.href(4, 'listen')).toBe('/studio/lessons/4/preview/listen');
    expect(studioPaths.draftPreview.href(9, 'talk')).toBe('/studio/drafts/9/preview/talk');
  });

  it("keeps a game's key whole, whatever it holds", () => {
    expect(studioPaths.lessonPreview.href(4, 'a/b c?')).toBe(
      '/studio/lessons/4/preview/a%2Fb%20c%3F',
    );
  });

  it("shares the tree's and a lesson's address with the learner's table (the settings link)", () => {
    expect(studioPaths.tree).toBe(paths.studio);
    expect(studioPaths.lesson).toBe(paths.studioLesson);
  });
});
