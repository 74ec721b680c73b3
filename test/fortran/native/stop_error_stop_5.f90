program s
print *, 'a'
error stop 5
end program
