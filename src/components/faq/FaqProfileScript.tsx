import { PROFILE_COOKIE } from '@/domain/profiles'

// Shows the panel of the profile in the cookie, if it has one, hides the others and marks its subject as chosen.
const CODE = `(function(){try{var n=${JSON.stringify(`${PROFILE_COOKIE}=`)},c=document.cookie.split('; '),p=null,t=null,i;for(i=0;i<c.length;i++)if(c[i].indexOf(n)===0)p=decodeURIComponent(c[i].slice(n.length));if(!p)return;var s=document.querySelectorAll('[data-faq-profile]');for(i=0;i<s.length;i++)if(s[i].getAttribute('data-faq-profile')===p)t=s[i];if(!t)return;for(i=0;i<s.length;i++)s[i].hidden=s[i]!==t;var b=document.querySelectorAll('[data-faq-subject]');for(i=0;i<b.length;i++)b[i].setAttribute('aria-pressed',String(b[i].getAttribute('data-faq-subject')===p))}catch(e){}})()`

/**
 * Before first paint, switches the FAQ to the profile in the cookie: a returning professional never sees the
 * public FAQ flash by, and nothing shifts at hydration. It sits in a div's HTML so that the HTML parser runs
 * it on a first load, while React, on a client-side navigation (when the profile is known already), neither
 * runs it nor warns about a script element.
 */
export function FaqProfileScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor data in it
  return <div hidden dangerouslySetInnerHTML={{ __html: `<script>${CODE}</script>` }} />
}
