/** A slot request the engine cannot answer (unknown service, missing location). */
export class SlotRequestError extends Error {
  override name = 'SlotRequestError';
  constructor(readonly code: 'unknown_service' | 'location_required', message: string) {
    super(message);
  }
}
