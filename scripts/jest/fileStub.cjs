// Images that webpack turns into URLs stand for themselves by a fixed name in unit tests.
module.exports = 'image-stub';
