// Temporary until this type's screen lands (issue #7).
export { default } from '../speech-pending/screen';
