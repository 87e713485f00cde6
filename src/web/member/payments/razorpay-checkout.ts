import type { PaymentVerifyBody, RazorpayCheckout } from '../../../contract/payments.js';

interface CheckoutInstance {
  open(): void;
  on(event: string, handler: (response: unknown) => void): void;
}

declare global {
  interface Window {
    /** Defined by Razorpay's checkout.js. */
    Razorpay?: new (options: Record<string, unknown>) => CheckoutInstance;
  }
}

let loading: Promise<void> | undefined;

/** Razorpay's script, loaded the first time someone pays (the content security policy admits its origin). */
function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A later try (the retry button) loads it afresh.
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface CheckoutTexts {
  name: string;
  description: string;
}

/**
 * Opens Razorpay Checkout for an order the server created. Resolves with Checkout's signed answer
 * when the member paid, or null when they closed it without paying. A failed attempt inside
 * Checkout is Checkout's to retry; only closing it ends here.
 */
export async function payInCheckout(checkout: RazorpayCheckout, texts: CheckoutTexts): Promise<PaymentVerifyBody | null> {
  await loadCheckoutScript(checkout.scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout did not start');
  return new Promise((resolve) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: texts.name,
      description: texts.description,
      prefill: checkout.prefill,
      theme: { color: '#8e244d' },
      // Only the three signed fields go to the server, whatever else Checkout adds.
      handler: (response: PaymentVerifyBody) =>
        resolve({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    });
    instance.open();
  });
}
