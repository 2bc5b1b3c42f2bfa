// The offline page's one action: load the address the player asked for again (the service worker answers it from the
// network when it is back). A plain script file: the site's policy allows no inline script.
document.getElementById('retry').addEventListener('click', (event) => {
  event.currentTarget.disabled = true;
  event.currentTarget.textContent = 'Connecting…';
  window.location.reload();
});
