import { addressIn, REVIEWS } from '@shop/contract';
import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type AppointmentDetails, greeting, type ShopFacts, shopSender } from './appointment-details.ts';

/** The review page of a token, in the customer's language (`/reviews/…`, `/es/reviews/…`). */
export const reviewPageAddress = (origin: string, language: AppointmentDetails['language'], token: string) =>
  `${origin}${addressIn(language, `/reviews/${token}`)}`;

/** The review page's part where the customer asks for no more review requests. */
export const OPT_OUT_ANCHOR = 'no-more-requests';

/**
 * To the customer once their visit is marked completed: how did it go? One link to the review
 * page, which also offers the shop's Google page, and says how to ask for no more of these.
 */
export function reviewRequestEmail(
  a: Pick<AppointmentDetails, 'firstName' | 'language'> & { email: string },
  shop: ShopFacts,
  link: string,
): Mail {
  const es = a.language === 'es';
  const stop = `${link}#${OPT_OUT_ANCHOR}`;
  const words = es
    ? {
        thanks: `Gracias por confiar en ${shop.shopName}. ¿Cómo le fue con su visita? Su opinión nos ayuda a mejorar y ayuda a otros clientes a decidir.`,
        intro: `Deje su reseña aquí (el enlace funciona ${REVIEWS.linkDays} días):`,
        button: 'Dejar mi reseña',
        stop: '¿Prefiere no recibir más solicitudes de reseña? Ábralo aquí y elija "No volver a pedirme reseñas":',
      }
    : {
        thanks: `Thank you for choosing ${shop.shopName}. How did your visit go? Your review helps us improve and helps other customers decide.`,
        intro: `Leave your review here (the link works for ${REVIEWS.linkDays} days):`,
        button: 'Leave my review',
        stop: 'Rather not get review requests? Open this and choose "Stop asking me for reviews":',
      };
  return shopEmail(
    {
      to: a.email,
      replyTo: shop.email,
      subject: es ? `¿Cómo le fue? - ${shop.shopName}` : `How did it go? - ${shop.shopName}`,
    },
    {
      language: a.language,
      from: shopSender(shop),
      preview: words.thanks,
      blocks: [
        greeting(a),
        { kind: 'text', text: words.thanks },
        { kind: 'button', intro: words.intro, label: words.button, href: link },
        { kind: 'small', text: words.stop, href: stop },
      ],
      signed: true,
    },
  );
}
