export { useHandles } from './api/use-handles';
export { HandlesSection } from './components/handles-section';
