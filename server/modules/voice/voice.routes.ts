import type { Request, Response, Router } from 'express';
import { voiceEndpoints } from '@common/contracts/voice';
import type { VoiceValidation } from '@common/contracts/voice';
import { clientAddress } from '../../http/client-address';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SessionsService } from '../sessions/sessions.exports';
import { checkVoiceGuardian, checkVoiceText, voiceAskerOf } from './voice.service';
import type { VoiceAsker, VoiceService } from './voice.service';

export interface VoiceRouteDependencies {
  declare: DeclareRoutes;
  sessions: SessionsService;
  voice: VoiceService;
}

/** The session's account, or the visitor's address; during a database outage everyone is a visitor (the offline voice). */
async function askerOf(sessions: SessionsService, req: Request, res: Response): Promise<VoiceAsker> {
  const signedIn = await sessions.current(req, res).catch(() => null);
  return voiceAskerOf(signedIn?.user ?? null, clientAddress(req));
}

export function voiceRoutes(deps: VoiceRouteDependencies): Router {
  const { router, serve } = deps.declare();
  const { sessions, voice } = deps;

  serve(voiceEndpoints.getVoiceValidate, { caller: 'anyone', cache: 'no-store' }, async ({ res }) => {
    const body: VoiceValidation = await voice.validate();
    res.json(body);
  });

  serve(voiceEndpoints.postVoiceTest, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const text = checkVoiceText(req.body.text);
    const guardianId = checkVoiceGuardian(req.body.guardianType);
    const { audio, contentType } = await voice.speakWhole(text, guardianId, await askerOf(sessions, req, res));
    res.type(contentType).send(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
  });

  return router;
}
