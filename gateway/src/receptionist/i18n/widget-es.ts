/**
 * The web widget's own texts in Spanish, keyed like `widget/src/texts.ts` (the widget stays small:
 * it gets these from `GET /widget/agent/:id?lang=es` instead of carrying them).
 */
export const WIDGET_LABELS_ES: Record<string, string> = {
  launcher: 'Hable con nuestra recepcionista',
  title: 'Recepcionista virtual',
  close: 'Cerrar',
  talk: 'Iniciar llamada de voz',
  endCall: 'Terminar llamada',
  send: 'Enviar',
  inputLabel: 'Escriba su mensaje',
  placeholder: 'Escriba un mensaje…',
  transcript: 'Conversación',
  you: 'Usted',
  agent: 'Recepcionista',
  connecting: 'Conectando…',
  reconnecting: 'Se perdió la conexión, reconectando…',
  listening: 'Escuchando…',
  thinking: 'Pensando…',
  speaking: 'Hablando…',
  ready: 'Escriba un mensaje o inicie una llamada de voz.',
  ended: 'Llamada terminada.',
  voiceUnavailable: 'La voz no está disponible en este navegador. Puede escribir.',
  micDenied: 'Se negó el acceso al micrófono. Puede escribir.',
  unavailable: 'Esta recepcionista no está disponible en este momento. Intente más tarde o llame al negocio.',
  subscriptionEnded: 'Esta recepcionista ya no atiende conversaciones. Comuníquese directamente con el negocio.',
  trialEnded: 'La prueba gratuita de esta recepcionista terminó, así que no puede atender conversaciones ahora. Llame directamente al negocio.',
  connectionLost: 'Se perdió la conexión. Su conversación sigue arriba; envíe un mensaje para intentarlo de nuevo.',
  transfer: 'Esto necesita a una persona: llame directamente al negocio.',
};
