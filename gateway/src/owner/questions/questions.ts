import type { Redis } from 'ioredis';
import type { UnansweredQuestion } from '@bookline/contracts';
import { keys } from '../../store';
import { questionId, SAME_QUESTION, similarity } from './match';

/**
 * The questions callers asked that the receptionist had no fact for, per agent: grouped
 * (the same question asked again, or asked another way, bumps one entry's count), each with
 * the latest call that asked it and, once the owner has written one, the answer.
 */
export function questionStore(redis: Redis) {
  const key = keys.ownerQuestions;
  async function all(agentId: string): Promise<UnansweredQuestion[]> {
    const h = await redis.hgetall(key(agentId));
    return Object.values(h).map((v) => JSON.parse(v) as UnansweredQuestion);
  }
  /** The entry this text belongs to: the most alike at or over SAME_QUESTION. */
  function closest(list: readonly UnansweredQuestion[], text: string): UnansweredQuestion | undefined {
    let best: UnansweredQuestion | undefined;
    let score = SAME_QUESTION;
    for (const q of list) {
      const s = similarity(q.text, text);
      if (s >= score) [best, score] = [q, s];
    }
    return best;
  }
  return {
    all,
    /** Newest first, unanswered before answered. */
    async list(agentId: string): Promise<UnansweredQuestion[]> {
      return (await all(agentId)).sort((a, b) => Number(Boolean(a.answer)) - Number(Boolean(b.answer)) || b.lastAskedAt - a.lastAskedAt);
    },
    /** The owner's answer to this question (asked any way alike), if there is one. */
    async answerFor(agentId: string, text: string): Promise<string | undefined> {
      return closest((await all(agentId)).filter((q) => q.answer), text)?.answer;
    },
    /** Records one asking; returns the entry. */
    async record(agentId: string, { text, callId, at }: { text: string; callId: string; at: number }): Promise<UnansweredQuestion> {
      const same = closest(await all(agentId), text);
      const q: UnansweredQuestion = same
        ? { ...same, count: same.count + 1, lastAskedAt: at, callId }
        : { questionId: questionId(text), text: text.trim().slice(0, 300), count: 1, firstAskedAt: at, lastAskedAt: at, callId };
      await redis.hset(key(agentId), q.questionId, JSON.stringify(q));
      return q;
    },
    /** The owner's answer; null when there is no such question. */
    async answer(agentId: string, id: string, answer: string, at: number): Promise<UnansweredQuestion | null> {
      const raw = await redis.hget(key(agentId), id);
      if (!raw) return null;
      const q: UnansweredQuestion = { ...(JSON.parse(raw) as UnansweredQuestion), answer, answeredAt: at };
      await redis.hset(key(agentId), id, JSON.stringify(q));
      return q;
    },
    /** Drops unanswered questions last asked before `cutoff` (answers are kept: they are facts now). */
    async prune(agentId: string, cutoff: number): Promise<number> {
      const old = (await all(agentId)).filter((q) => !q.answer && q.lastAskedAt < cutoff).map((q) => q.questionId);
      if (old.length) await redis.hdel(key(agentId), ...old);
      return old.length;
    },
  };
}
export type QuestionStore = ReturnType<typeof questionStore>;
