import { GAME_TYPE_FACTS, GAME_TYPES } from '@bolajon/contract';
import { matchPath } from 'react-router';
import { isSignInPath, parseId, paths } from '../paths';

describe('the path table', () => {
  it('writes the URL of every screen of spec section 2', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.login.href()).toBe('/login');
    expect(paths.register.href()).toBe('/register');
    expect(paths.verifyCode.href()).toBe('/verify-code');
    expect(paths.dictionary.href()).toBe('/dictionary');
    expect(paths.learnedWords.href()).toBe('/learned-words');
    expect(paths.unlearnedWords.href()).toBe('/unlearned-words');
    expect(paths.lessonWords.href(7)).toBe('/lesson-words/7');
    expect(paths.gameIntro.href(9)).toBe('/game-stage-1/9');
    expect(paths.gameAchievement.href(9)).toBe('/get-achievement/9');
    expect(paths.gameFinalVideo.href(9)).toBe('/game-stage-4/9');
    expect(paths.gameOutro.href(9)).toBe('/game-outro/9');
    expect(paths.about.href()).toBe('/about');
    expect(paths.adminFamily.href(42)).toBe('/admin/families/42');
    expect(paths.studio.href()).toBe('/studio');
    expect(paths.studioLesson.href(12)).toBe('/studio/lessons/12');
  });

  it('writes a view in the query string, and the default view bare', () => {
    expect(paths.onboarding.href()).toBe('/onboarding');
    expect(paths.onboarding.href('intro')).toBe('/onboarding');
    expect(paths.onboarding.href('skills')).toBe('/onboarding?step=skills');
    expect(paths.dictionaryList.href()).toBe('/dictionary-list');
    expect(paths.dictionaryList.href('choices')).toBe('/dictionary-list');
    expect(paths.dictionaryList.href('lessons')).toBe('/dictionary-list?view=lessons');
    expect(paths.achievements.href()).toBe('/achievements');
    expect(paths.achievements.href('mine')).toBe('/achievements?tab=mine');
    expect(paths.profile.href()).toBe('/profile');
    expect(paths.profile.href('edit')).toBe('/profile?view=edit');
    expect(paths.profile.href('settings')).toBe('/profile?view=settings');
    expect(paths.admin.href()).toBe('/admin');
    expect(paths.admin.href('9012')).toBe('/admin?phone=9012');
  });

  it('sends each game type to its own screen, and an unknown type home', () => {
    for (const type of GAME_TYPES) {
      const href = paths.gamePlay.href(type, 9);
      expect(href).toBe(`/game-type-${GAME_TYPE_FACTS[type].slug}/9`);
      expect(matchPath(paths.gamePlay.pattern(GAME_TYPE_FACTS[type].slug), href)?.params).toEqual({
        id: '9',
      });
    }
    expect(paths.gamePlay.href('9.9', 9)).toBe('/');
  });

  it('matches every href it writes with its own pattern', () => {
    for (const [name, entry] of Object.entries(paths)) {
      if (name === 'gamePlay') continue;
      const href = (entry.href as (value: number) => string)(5);
      expect(matchPath(entry.pattern as string, href.split('?')[0]!), name).not.toBeNull();
    }
  });

  it('tells the sign-in screens apart', () => {
    expect(['/login', '/register', '/verify-code'].map(isSignInPath)).toEqual([true, true, true]);
    expect(['/', '/profile', '/login/x', '/admin'].map(isSignInPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads only positive whole ids that fit the database', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('007')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const bad of [
      undefined,
      '',
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 7',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseId(bad), String(bad)).toBeNull();
    }
  });
});
