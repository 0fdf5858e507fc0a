/** A slot request the engine cannot answer (unknown service, missing location). */
export class SlotRequestError extends Error {
  override name = 'SlotRequestError';
  constructor(readonly code: 'unknown_service' | 'location_required' | 'unknown_base', message: string) {
    super(message);
  }
}
