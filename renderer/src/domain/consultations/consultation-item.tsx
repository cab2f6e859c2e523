import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Consultation } from '@common/contracts/experts';
import { ApiError } from '../../api/api-error';
import { errorSentence } from '../../api/error-texts';
import { useApiClient } from '../../api/use-api';
import type { RescheduleSlots } from '../../ui/consultations/consultation-card';
import { ConsultationCard } from '../../ui/consultations/consultation-card';
import { cancelConsultation } from './api/cancel-consultation';
import { CONSULTATIONS_QUERY_KEY, consultationCalendarUrl } from './api/get-consultations';
import { expertQueryOptions, useExpert } from './api/get-expert';
import { rescheduleConsultation } from './api/reschedule-consultation';

/** One booking, with cancel and reschedule while it has not started. */
export function ConsultationItem({ consultation }: { consultation: Consultation }) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const [rescheduling, setRescheduling] = useState(false);
  const [newSlot, setNewSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expert = useExpert(rescheduling ? consultation.expert.slug : null);
  const upcoming = consultation.status === 'booked' && new Date(consultation.startsAt).getTime() > Date.now();
  const slots: RescheduleSlots = expert.data ? { status: 'ready', slots: expert.data.expert.nextSlots } : { status: expert.isError ? 'error' : 'loading' };

  async function run(action: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setRescheduling(false);
      setNewSlot(null);
      await queryClient.invalidateQueries({ queryKey: CONSULTATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: expertQueryOptions(consultation.expert.slug).queryKey });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'SLOT_TAKEN') {
        setError('Someone has just booked that slot. The free slots are updated: choose another.');
        setNewSlot(null);
        void queryClient.invalidateQueries({ queryKey: expertQueryOptions(consultation.expert.slug).queryKey });
      } else {
        setError(errorSentence(caught, fallback));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConsultationCard
      consultation={consultation}
      calendarHref={consultationCalendarUrl(consultation.id)}
      upcoming={upcoming}
      rescheduling={rescheduling}
      slots={slots}
      newSlot={newSlot}
      busy={busy}
      error={error}
      onStartRescheduling={() => setRescheduling(true)}
      onStopRescheduling={() => setRescheduling(false)}
      onNewSlot={setNewSlot}
      onCancel={() => void run(() => cancelConsultation(api, consultation.id), 'The booking could not be cancelled. Try again.')}
      onMove={(slot) => void run(() => rescheduleConsultation(api, consultation.id, { startsAt: slot }), 'The booking could not be moved. Try again.')}
    />
  );
}
