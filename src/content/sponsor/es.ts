/** Spanish copy for /become-a-sponsor. */
import type { SponsorContent } from './index'

const intro =
  'Los negocios y las familias de la comunidad ayudan a nuestra PTA a ofrecer a cada alumno excelentes programas, tecnología y experiencias. Su apoyo llega directamente a nuestra escuela.'

const ways: SponsorContent['ways'] = [
  {
    title: 'Donación en dinero',
    description: 'Una donación única en dinero, en cualquiera de nuestros niveles de patrocinio.',
    icon: 'dollar',
  },
  {
    title: 'Servicios profesionales',
    description: 'Done servicios profesionales que la PTA tendría que pagar, como impresión, diseño, fotografía o comida para eventos.',
    icon: 'wrench',
  },
  {
    title: 'Equipo',
    description: 'Done equipo nuevo, como tecnología, artículos deportivos o materiales para el salón.',
    icon: 'box',
  },
]

const tiers: SponsorContent['tiers'] = [
  { id: 'platinum', name: 'Platino', amount: '$1,000+' },
  { id: 'gold', name: 'Oro', amount: '$500+' },
  { id: 'silver', name: 'Plata', amount: '$250+' },
  { id: 'bronze', name: 'Bronce', amount: '$100+' },
]

const fundedItems = [
  'Chromebooks y carritos de carga',
  'Accelerated Reader',
  '$5 por alumno para útiles escolares',
  'Materiales para el laboratorio de computación y el laboratorio STEAM',
  'Programa de arte Reflections',
  'Asambleas y programas de enriquecimiento',
  'Semana de agradecimiento a los maestros',
  'Eventos familiares como Reindeer Lane y el VIP Dance',
  'Celebraciones de Kínder y TK y de quinto grado',
]

const payment = {
  onlineTitle: 'Pague en línea',
  onlineText: 'Elija su nivel de patrocinio y pague de forma segura con tarjeta en nuestra tienda en línea.',
  onlineButton: 'Patrocinar en línea',
  checkTitle: 'Pague con cheque',
  checkText: 'Escríbanos para pedir un formulario de patrocinio. Llénelo y envíelo por correo o entréguelo en la oficina de la escuela junto con su cheque.',
  checkButton: 'Pedir un formulario de patrocinio',
  emailSubject: 'Solicitud de formulario de patrocinio',
  payableTo: 'Por favor, haga sus cheques a nombre de',
}

const policyIntro =
  'Como organización sin fines de lucro, nuestra PTA sigue una política no comercial: no respaldamos ningún negocio, producto ni servicio.'

const policy = [
  'Los patrocinios duran un año escolar.',
  'Los patrocinios se pagan en un solo pago completo y no son reembolsables.',
  'La PTA puede aceptar o rechazar cualquier patrocinio.',
  'Todos los patrocinadores reciben el mismo trato según su nivel.',
  'No vendemos los datos personales de los miembros.',
]

export const sponsorEs: SponsorContent = { intro, ways, tiers, fundedItems, payment, policyIntro, policy }
