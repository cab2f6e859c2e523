// The reflections module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ReflectionsService } from './reflections.service';
export { deleteReflectionsOf } from './reflections.repository';
