import { errorSentence } from '../../api/error-texts';
import { ConsultationListView } from '../../ui/consultations/consultation-list-view';
import { useConsultations } from './api/get-consultations';
import { ConsultationItem } from './consultation-item';

/** The signed-in customer's consultations, soonest first, each with cancel and reschedule. */
export function ConsultationList() {
  const consultations = useConsultations({ enabled: true });
  const list = consultations.data?.consultations ?? [];
  return (
    <ConsultationListView
      errorText={consultations.isError ? errorSentence(consultations.error, 'Your consultations could not be loaded. Try again in a moment.') : null}
      loading={!consultations.data}
      empty={list.length === 0}
    >
      {list.map((consultation) => (
        <ConsultationItem key={consultation.id} consultation={consultation} />
      ))}
    </ConsultationListView>
  );
}
