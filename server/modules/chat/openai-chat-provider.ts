// An OpenAI-compatible chat-completions endpoint words the answer from the same retrieved facts the embedded
// provider would quote. Products always come from the catalog retrieval, never from the model, and any timeout or
// error answers with the embedded reply so the widget never goes silent.
import type { Logger } from 'pino';
import { chatGuardian } from '../../../common/chat-guardians';
import { greetingBand, PERSONAS } from '../../../common/personas';
import type { ChatAnswer, ChatProvider, ChatQuestion } from './chat-provider';
import { factText } from './embedded-chat-provider';
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

/** The persona, the rules and the retrieved context, as the system prompt. */
export function systemPrompt(question: ChatQuestion, retrieval: ChatRetrieval): string {
  const persona = PERSONAS[question.guardianId];
  const guardian = chatGuardian(question.guardianId);
  const lines = [
    `You are ${persona.name}, the ${guardian.title} of a wellness storefront. Speak ${persona.voiceStyle}.`,
    `Open with a short ${greetingBand(question.localHour)} greeting, answer in 2 to 4 sentences, and end with one encouraging line.`,
    'Use only the facts below; do not give medical diagnoses, and suggest seeing a doctor for worrying symptoms. Never name products.',
  ];
  if (retrieval.redirect) {
    const other = chatGuardian(retrieval.redirect.guardianId);
    lines.push(`The question is outside your area: send the user to ${other.name}, the ${other.title}, by name.`);
    lines.push('Facts:', ...retrieval.redirect.facts.map((fact) => `- ${factText(fact)}`));
  } else {
    lines.push('Facts:', ...retrieval.facts.map((fact) => `- ${factText(fact)}`));
  }
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
