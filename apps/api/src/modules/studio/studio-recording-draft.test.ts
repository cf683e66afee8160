import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studioDraftSchema, studioRecordingSchema } from '@bolajon/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dictionaryWords, games, lessons, questions, users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp } from '../../test/app.js';
import { importCourse } from '../../test/course.js';

/** A studio recording on a word and on an instruction survives a draft, a publish and a re-read. */
it('a recording goes into a draft, is published and comes back in the draft', async () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
  const ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir);
  const { db } = ctx.database;
  const editor = await signUp(ctx, 'Teacher');
  await db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
  const [l1] = await db.select().from(lessons).where(eq(lessons.key, 'l1'));
  const wav = path.join(mediaDir, 'w.wav');
  execFileSync('espeak-ng', ['-v', 'ru', '-w', wav, 'кошка']);
  const rec = studioRecordingSchema.parse(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/studio/recordings',
        headers: { ...bearer(editor.accessToken), 'content-type': 'audio/wav' },
        payload: readFileSync(wav),
      })
    ).json(),
  );
  const call = (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: {
        ...bearer(editor.accessToken),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const draft = studioDraftSchema.parse(
    (await call('GET', `/studio/lessons/${l1!.id}/draft`)).json(),
  );
  const lesson = draft.lesson as {
    words: Record<string, unknown>[];
    games: (Record<string, unknown> & { questions: Record<string, unknown>[] })[];
  };
  lesson.words[0]!.audio = rec.url;
  // The same word asked as a question, with no recording of its own: the word's recording serves.
  const asked = String(lesson.words[0]!.word);
  const question = lesson.games[0]!.questions[0]!;
  question.text = `${asked.charAt(0).toLocaleUpperCase('ru')}${asked.slice(1)}?`;
  delete question.audio;
  lesson.games[0]!.instruction = 'Послушай';
  lesson.games[0]!.instructionAudio = rec.url;
  const put = await call('PUT', `/studio/lessons/${l1!.id}/draft`, { lesson });
  expect(put.statusCode, put.body).toBe(200);
  const pub = await call('POST', `/studio/lessons/${l1!.id}/publish`);
  expect(pub.statusCode, pub.body).toBe(200);
  const [word] = await db
    .select()
    .from(dictionaryWords)
    .where(eq(dictionaryWords.lessonId, l1!.id));
  const [game] = await db.select().from(games).where(eq(games.lessonId, l1!.id));
  expect(word!.audioUrl).toBe(rec.url);
  expect(game!.instructionAudioUrl).toBe(rec.url);
  const [askedRow] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.gameId, game!.id), eq(questions.key, String(question.key))));
  expect(askedRow!.audioUrl).toBe(rec.url);
  const again = studioDraftSchema.parse(
    (await call('GET', `/studio/lessons/${l1!.id}/draft`)).json(),
  );
  expect(JSON.stringify(again.lesson)).toContain(`"instructionAudio":"${rec.url}"`);
  await ctx.close();
}, 60_000);
