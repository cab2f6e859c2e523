// An OpenAI-compatible chat-completions endpoint words the answer from the same retrieved facts the embedded
// provider would quote. Products always come from the catalog retrieval, never from the model, and any timeout or
// error answers with the embedded reply so the widget never goes silent.
import type { Logger } from 'pino';
import { chatGuardian } from '@common/chat-guardians';
import { greetingBand } from '@common/greetings';
import { PERSONAS } from '@common/personas';
import type { ChatAnswer, ChatProvider, ChatQuestion } from './chat-provider';
import { factText, personalLine } from './embedded-chat-provider';
import { cautionPreamble } from './safety-replies';
import type { ChatRetrieval, EmbeddedChatProvider } from './embedded-chat-provider';

export interface LlmSettings {
  /** e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The persona, the rules, the caution, the asker's own scores and the retrieved context, as the system prompt. */
export function systemPrompt(question: ChatQuestion, retrieval: ChatRetrieval): string {
  const persona = PERSONAS[question.guardianId];
  const guardian = chatGuardian(question.guardianId);
  const firstReply = !question.history.some((turn) => turn.sender === 'guardian');
  const lines = [
    `You are ${persona.name}, the ${guardian.title} of a wellness storefront. Speak ${persona.voiceStyle}.`,
    firstReply ? `Open with a very short ${greetingBand(question.localHour)} greeting.` : 'Do not greet: this is a follow-up.',
    'Answer the question that was asked in one or two sentences first, then one supporting fact, then one next step. Stay under 90 words.',
    'Use only the facts below. You do not diagnose or treat anything; for symptoms that persist, say to see a doctor. Never name products or brands.',
  ];
  if (question.triage.level === 'caution') {
    lines.push(`Safety: the store shows this caution before your answer; do not contradict it: ${cautionPreamble(question.triage)}`);
  }
  if (question.profile) lines.push(`The asker's own latest assessment: ${personalLine(question.profile, question.guardianId)}`);
  if (retrieval.redirect) {
    const other = chatGuardian(retrieval.redirect.guardianId);
    lines.push(`The topic belongs to ${other.name}, the ${other.title}: answer briefly and suggest talking to ${other.name}.`);
  }
  const facts = retrieval.best ? [factText(retrieval.best), ...(retrieval.best.answer ? [retrieval.best.answer.detail] : [])] : [];
  lines.push('Facts:', ...facts.map((fact) => `- ${fact}`));
  return lines.join('\n');
}

export class OpenAiChatProvider implements ChatProvider {
  readonly name = 'openai-compatible';
  readonly #embedded: EmbeddedChatProvider;
  readonly #settings: LlmSettings;
  readonly #logger: Logger;

  constructor(embedded: EmbeddedChatProvider, settings: LlmSettings, logger: Logger) {
    this.#embedded = embedded;
    this.#settings = settings;
    this.#logger = logger;
  }

  async answer(question: ChatQuestion): Promise<ChatAnswer> {
    const retrieval = await this.#embedded.retrieve(question);
    const redirectGuardianId = retrieval.redirect?.guardianId ?? null;
    // Nothing reliable was retrieved for what was asked: a model would only guess, so the reply says so instead.
    if (retrieval.gap) {
      const unanswered = { topic: retrieval.gap.topic, intent: retrieval.gap.intent };
      return { message: this.#embedded.compose(question, retrieval), products: retrieval.products, redirectGuardianId, answeredBy: 'embedded', unanswered };
    }
    try {
      const message = await this.#complete([
        { role: 'system', content: systemPrompt(question, retrieval) },
        ...question.history.flatMap((turn): CompletionMessage[] =>
          turn.sender === 'system' ? [] : [{ role: turn.sender === 'user' ? 'user' : 'assistant', content: turn.text }],
        ),
        { role: 'user', content: question.message },
      ]);
      return { message, products: retrieval.products, redirectGuardianId, answeredBy: 'llm' };
    } catch (error) {
      this.#logger.warn({ err: error, model: this.#settings.model }, 'The language model did not answer; the embedded reply was used instead');
      return { message: this.#embedded.compose(question, retrieval), products: retrieval.products, redirectGuardianId, answeredBy: 'embedded' };
    }
  }

  async #complete(messages: CompletionMessage[]): Promise<string> {
    const url = `${this.#settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.#settings.apiKey}` },
      body: JSON.stringify({ model: this.#settings.model, messages, temperature: 0.4, max_tokens: 400 }),
      signal: AbortSignal.timeout(this.#settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`chat/completions answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('chat/completions answered without message content');
    return content.trim();
  }
}
