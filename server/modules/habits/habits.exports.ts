// The habits module's door: what the rest of the server may use of it. Its repositories stay inside.
export { HabitsService } from './habits.service';
export { listAllHabits } from './habits.repository';
