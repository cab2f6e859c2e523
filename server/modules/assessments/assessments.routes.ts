import type { Request, Response, Router } from 'express';
import { questionBank } from '@common/assessments/question-banks';
import { assessmentEndpoints } from '@common/contracts/assessments';
import type { AssessmentHistoryResponse, AssessmentQuestionsResponse, AssessmentSubmittedResponse, MyAssessmentsResponse } from '@common/contracts/assessments';
import { normalizeEmail } from '@common/email';
import type { DatabaseHealth } from '../../db/health';
import { AppError } from '../../http/app-error';
import { requireDatabase } from '../../http/read-only';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SessionsService } from '../sessions/sessions.exports';
import type { AssessmentClaims } from './assessment-claims';
import { checkAnswers } from './assessments.service';
import type { AssessmentOwner, AssessmentsService } from './assessments.service';

export interface AssessmentRouteDependencies {
  declare: DeclareRoutes;
  assessments: AssessmentsService;
  health: Pick<DatabaseHealth, 'readable'>;
  sessions: SessionsService;
  claims: AssessmentClaims;
}

const notSignedIn = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in to see your assessments. A guest can only see assessments taken in this browser.');

export function assessmentRoutes(deps: AssessmentRouteDependencies): Router {
  const { router, serve } = deps.declare();
  const { assessments, sessions, claims } = deps;
  const databaseNeeded = requireDatabase(deps.health);

  /** The account signed in on this request, else the guest claim this browser holds, else null. */
  async function ownerOf(req: Request, res: Response): Promise<AssessmentOwner | null> {
    const signedIn = await sessions.current(req, res);
    if (signedIn) return { kind: 'account', userId: signedIn.user.id, email: signedIn.user.email };
    const claim = await claims.current(req);
    return claim ? { kind: 'guest', tempEmail: claim.tempEmail } : null;
  }

  serve(assessmentEndpoints.getAssessmentQuestions, { caller: 'anyone' }, async ({ req, res }) => {
    const { type } = req.query;
    const questions = questionBank(type).map((question) => ({ ...question, guardians: [...question.guardians], options: [...question.options] }));
    const body: AssessmentQuestionsResponse = { type, questions };
    res.json(body);
  });

  // Health data: no browser or proxy cache may keep a copy.
  serve(assessmentEndpoints.postAssessment, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const signedIn = await sessions.current(req, res);
    if (signedIn) {
      const owner: AssessmentOwner = { kind: 'account', userId: signedIn.user.id, email: signedIn.user.email };
      const body: AssessmentSubmittedResponse = await assessments.submit(owner, req.body);
      res.status(201).json(body);
      return;
    }
    // Answers are checked before a claim is issued, so a rejected submission leaves no cookie or claim behind.
    checkAnswers(req.body.type, req.body.answers);
    const claim = await claims.issue(req, res);
    const entry = await assessments.submit({ kind: 'guest', tempEmail: claim.tempEmail }, req.body);
    const body: AssessmentSubmittedResponse = { ...entry, tempUserEmail: claim.tempEmail };
    res.status(201).json(body);
  });

  serve(assessmentEndpoints.getAssessmentMine, { caller: 'anyone', cache: 'no-store', before: [databaseNeeded] }, async ({ req, res }) => {
    const owner = await ownerOf(req, res);
    if (!owner) throw notSignedIn();
    const body: MyAssessmentsResponse = {
      email: owner.kind === 'account' ? owner.email : owner.tempEmail,
      temporary: owner.kind === 'guest',
      assessments: await assessments.list(owner),
    };
    res.json(body);
  });

  serve(assessmentEndpoints.getAssessmentEmailByEmail, { caller: 'anyone', cache: 'no-store', before: [databaseNeeded] }, async ({ req, res }) => {
    const email = normalizeEmail(req.params.email);
    const signedIn = await sessions.current(req, res);
    let owner: AssessmentOwner | null = null;
    if (signedIn?.user.email === email) {
      owner = { kind: 'account', userId: signedIn.user.id, email };
    } else {
      const claim = await claims.current(req);
      if (claim?.tempEmail === email) owner = { kind: 'guest', tempEmail: email };
    }
    if (!owner) {
      // The same answer whether or not anything is stored under the email, so guessing reveals nothing.
      if (signedIn)
        throw new AppError(
          403,
          'FORBIDDEN',
          'These assessments belong to someone else. You can only see the assessments of the account you are signed in with.',
        );
      throw notSignedIn();
    }
    const body: AssessmentHistoryResponse = await assessments.list(owner);
    res.json(body);
  });

  return router;
}
