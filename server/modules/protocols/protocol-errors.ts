import type { ProtocolErrorCode } from '@common/contracts/protocols';
import { AppError } from '../../http/app-error';

export function protocolError(status: number, code: ProtocolErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

export const protocolNotFound = (id: string) =>
  protocolError(404, 'PROTOCOL_NOT_FOUND', 'There is no protocol of yours with this id. Reload your protocols.', { protocolId: id });

export const planNotFound = (id: string) => protocolError(404, 'PLAN_NOT_FOUND', 'There is no plan for you with this id. Reload your profile.', { planId: id });

export function consentRequired(clientId: string): AppError {
  return protocolError(403, 'CONSENT_REQUIRED', 'This client has not shared their data with you, or has stopped sharing. Invite them to share again.', {
    clientId,
  });
}
