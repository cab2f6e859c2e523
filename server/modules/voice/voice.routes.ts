import express from 'express';
import type { Request, Response, Router } from 'express';
import { VoiceTestRequest } from '@common/contracts/voice';
import type { VoiceValidation } from '@common/contracts/voice';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import { checkVoiceGuardian, checkVoiceText, voiceAskerOf } from './voice.service';
import type { VoiceAsker, VoiceService } from './voice.service';

export interface VoiceRouteDependencies {
  sessions: SessionsService;
  voice: VoiceService;
}

/** The session's account, or the visitor's address; during a database outage everyone is a visitor (the offline voice). */
async function askerOf(sessions: SessionsService, req: Request, res: Response): Promise<VoiceAsker> {
  const signedIn = await sessions.current(req, res).catch(() => null);
  return voiceAskerOf(signedIn?.user ?? null, clientAddress(req));
}

export function voiceRoutes(deps: VoiceRouteDependencies): Router {
  const router = express.Router();
  const { sessions, voice } = deps;

  router.get('/voice/validate', async (_req, res) => {
    const body: VoiceValidation = await voice.validate();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/voice/test', validate({ body: VoiceTestRequest }), async (req, res) => {
    const text = checkVoiceText(req.body.text);
    const guardianId = checkVoiceGuardian(req.body.guardianType);
    const { audio, contentType } = await voice.speakWhole(text, guardianId, await askerOf(sessions, req, res));
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
  });

  return router;
}
